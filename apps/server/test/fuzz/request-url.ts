/** The concrete URL of a generated request: path parameters filled and encoded, the query appended. */

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    else search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment; a lone surrogate cannot be encoded, so it goes as invalid UTF-8 bytes instead. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

export function urlOf(request: { op: { path: string }; params: Record<string, string>; query: Record<string, unknown> }): string {
  const path = request.op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(request.params[name] ?? '1'));
  return path + queryString(request.query);
}
