import type { ColorMatrix } from '@boothdeck/contract';
import { LibraryThumb } from '../../common/library/components/library-thumb';
import { SamplePhoto } from '../../common/library/components/sample-photo';

type FilterSwatchProps = {
  /** The filter's colour matrix, applied live; without it, the server's rendering. */
  matrix: ColorMatrix | undefined;
  fallbackSrc: string;
  label: string;
};

/** A colour filter shown on the sample photo, through the same matrix the server applies to guests' media. */
export function FilterSwatch({ matrix, fallbackSrc, label }: FilterSwatchProps) {
  if (!matrix) return <LibraryThumb src={fallbackSrc} />;
  return (
    <LibraryThumb>
      <SamplePhoto matrix={matrix} label={`${label} filter on a sample photo`} />
    </LibraryThumb>
  );
}
