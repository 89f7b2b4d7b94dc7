import { type PrintFileFormat, printingCalls } from '@boothdeck/contract';
import { client } from '@/shared/api/api-client';

/** The call that answers a capture's print-ready sheet, with its input. */
export const printSheetCall = (mediaId: number, format: PrintFileFormat) =>
  [printingCalls.printFile, { params: { mediaId }, query: { format } }] as const;

/** The sheet as a 300 dpi JPEG. */
export const fetchPrintSheet = (mediaId: number) => client.download(...printSheetCall(mediaId, 'jpeg'));

const decodedSize = async (sheet: Blob) => {
  const bitmap = await createImageBitmap(sheet);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

/**
 * Prints the sheet from a hidden frame whose page is the paper (its pixels at 300 dpi), with no
 * margins, through the browser's print dialog; the frame goes once the dialog is closed.
 */
export async function reprintSheet(sheet: Blob): Promise<void> {
  const { width, height } = await decodedSize(sheet);
  const url = URL.createObjectURL(sheet);
  const frame = Object.assign(document.createElement('iframe'), { title: 'Print document' });
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const page = frame.contentDocument;
  if (!page || !frame.contentWindow) throw new Error('This browser cannot print from here.');
  const size = `${width / 300}in ${height / 300}in`;
  page.open();
  page.write(
    `<!doctype html><style>@page{size:${size};margin:0}html,body{margin:0}img{display:block;width:${width / 300}in;height:${height / 300}in}</style><img alt="" src="${url}">`,
  );
  page.close();
  await page.images[0]?.decode().catch(() => undefined);
  const done = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.contentWindow.addEventListener('afterprint', done, { once: true });
  frame.contentWindow.print();
}
