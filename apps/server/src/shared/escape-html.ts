/** Text made safe to place in HTML, inside elements and quoted attributes alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
