/** Opens the mails the server wrote to DATA_DIR/outbox and finds the link a user would click. */
import fs from 'node:fs/promises';
import path from 'node:path';

async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map((name) => fs.readFile(path.join(folder, name), 'utf8')));
  return mails.filter((raw) => raw.includes(`To: ${email}`)).map((raw) => raw.replace(/=\r?\n/g, ''));
}

/** Waits for the newest mail to `email` carrying a link under `pathPrefix` and returns that link. */
export async function waitForMailLink(dataDir: string, email: string, pathPrefix: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/\//g, '\\/')}[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = await mailsTo(dataDir, email);
    const link = mails.length > after ? pattern.exec(mails.at(-1) ?? '')?.[0] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} with a ${pathPrefix} link`);
}

/** Waits until `email` has more than `after` mails and returns the newest one. */
export async function waitForMail(dataDir: string, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = await mailsTo(dataDir, email);
    if (mails.length > after) return mails.at(-1) ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail number ${after + 1} to ${email}`);
}

export async function countMailsTo(dataDir: string, email: string): Promise<number> {
  return (await mailsTo(dataDir, email)).length;
}
