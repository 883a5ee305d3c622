import sharp from 'sharp';

/** A camera-like JPEG carrying EXIF with the camera and a GPS position (Bath), the metadata that must never be served. */
export async function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8866a' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SalonTestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 22/1 52/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 21/1 32/1' },
    })
    .toBuffer();
}

/**
 * A landscape JPEG, left half red and right half blue, whose EXIF says "rotate 90° clockwise to view"
 * (orientation 6, as phones write portrait photos). Upright, red is on top.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const half = { width: 200, height: 200, channels: 3 as const };
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: await sharp({ create: { ...half, background: '#ff0000' } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function pngImage(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#6b8f71' } })
    .png()
    .toBuffer();
}

/** The colour of one pixel of an image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** A small WebP, as the app stores images; `colour` tells two of them apart. */
export async function webpImage(colour = '#c8866a', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .webp()
    .toBuffer();
}
