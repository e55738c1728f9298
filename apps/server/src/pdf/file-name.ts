/** A name fit for a downloaded file: accents dropped, anything but letters, digits and '-' made a '-'. */
export function fileSafe(name: string, fallback: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback
  );
}
