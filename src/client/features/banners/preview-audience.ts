// The audience a banner preview is for, kept in the preview page's address (?facility_id=&level=&internal=&path=)
// so the layout's banner stack and the preview screen read the same one.
import type { PreviewAudience } from '../../api/broadcasts';

export function previewAudienceOf(search: URLSearchParams): PreviewAudience {
  const number = (name: string) => {
    const n = Number(search.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return {
    facility_id: number('facility_id'),
    level: number('level'),
    internal: search.get('internal') === '1' ? true : undefined,
    path: search.get('path') || undefined,
  };
}
