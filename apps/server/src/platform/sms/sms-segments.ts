/**
 * How many segments a provider splits a text into, which is what an SMS costs. Text made only of
 * the GSM 03.38 alphabet travels 160 characters to a segment (153 once split, the rest carries
 * the joining header), its extension characters taking two places; anything else goes as UCS-2,
 * 70 to a segment (67 once split), a character outside the basic plane taking two places.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

function gsmLength(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}

const segmentsOf = (length: number, single: number, joined: number) =>
  length <= single ? 1 : Math.ceil(length / joined);

export function smsSegments(text: string): number {
  const gsm = gsmLength(text);
  if (gsm !== null) return segmentsOf(gsm, 160, 153);
  // UTF-16 code units: a character outside the basic plane is two of them, as on the wire.
  return segmentsOf(text.length, 70, 67);
}
