import { flagUrl } from '../../shared/study';

/** A country's flag (decorative: the name is always next to it). */
export function Flag({ code, size = 24 }: { code: string; size?: number }) {
  return <img className="flag" src={flagUrl(code)} alt="" width={Math.round((size * 3) / 2)} height={size} loading="lazy" decoding="async" />;
}
