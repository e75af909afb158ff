import type { PictureType } from '../../../shared/pictures';
import { PICTURE_LONGEST_SIDE, PICTURE_MAX_INPUT_PIXELS, PICTURE_MESSAGES } from '../../../shared/pictures';
import { loadOnce } from '../../../shared/load-once';
import { busyGate } from '../../http/busy-gate';
import { ApiError } from '../../http/errors';

/** sharp is loaded with the first picture, not at start: most requests never need it. */
export const loadSharp = loadOnce(async () => {
  const { default: sharp } = await import('sharp');
  // Each picture's work on one thread, and no cache of decoded files: a server process keeps no one's picture.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
});

/**
 * Two pictures re-encoded at once in a process, four more waiting: one 12-megapixel photo takes about a quarter
 * of a second and 35 MB while it is worked on (decision 168).
 */
const encoding = busyGate(2, 4);

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const satisfies Record<
  string,
  PictureType
>;

export interface EncodedPicture {
  type: PictureType;
  width: number;
  height: number;
  bytes: Buffer;
}

const notAPicture = () => new ApiError(415, 'not_a_picture', PICTURE_MESSAGES.notAPicture);

/**
 * What the kind of the bytes is, as the image library reads them (never the file's name or the type the
 * browser gave), and the picture made again from its pixels alone: turned upright, no larger than
 * `PICTURE_LONGEST_SIDE`, in the same kind, without the original's metadata (location, camera, times,
 * comments). sharp writes no metadata unless asked to keep it.
 */
export async function reencodePicture(input: Uint8Array): Promise<EncodedPicture> {
  const sharp = await loadSharp();
  const leave = await encoding.enter();
  if (!leave) throw new ApiError(503, 'busy', PICTURE_MESSAGES.busy);
  try {
    const image = sharp(input, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, failOn: 'error' });
    let format: string | undefined;
    let pixels = 0;
    try {
      const metadata = await image.metadata();
      format = metadata.format;
      pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    } catch {
      throw notAPicture();
    }
    const type = format && format in FORMATS ? FORMATS[format as keyof typeof FORMATS] : undefined;
    if (!type) throw notAPicture();
    if (pixels > PICTURE_MAX_INPUT_PIXELS) {
      throw new ApiError(413, 'too_many_pixels', PICTURE_MESSAGES.tooManyPixels);
    }
    const resized = image.rotate().resize(PICTURE_LONGEST_SIDE, PICTURE_LONGEST_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      type === 'image/jpeg'
        ? resized.jpeg({ quality: 82, mozjpeg: true })
        : type === 'image/png'
          ? resized.png({ compressionLevel: 9, palette: false })
          : resized.webp({ quality: 82 });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { type, width: info.width, height: info.height, bytes: data };
    } catch {
      // A file whose header reads as a picture but whose pixels are broken.
      throw notAPicture();
    }
  } finally {
    leave();
  }
}
