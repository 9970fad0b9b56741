import type { ProjectPhoto, ResponsiveImage } from '@nirman/contract'
import type { ProjectPhotoRow } from '../db/entities'
import {
  fallbackWidthOf,
  type PhotoFormat,
  photoFileKey,
  photoFormats,
} from '../media/photo-processing'
import type { MediaFiles } from '../media/storage'

const contentTypes = Object.fromEntries(
  photoFormats.map(({ format, contentType }) => [format, contentType]),
) as Record<PhotoFormat, ResponsiveImage['sources'][number]['type']>

/** "480,960,1600" -> [480, 960, 1600] */
export function widthsOf(row: Pick<ProjectPhotoRow, 'widths'>): number[] {
  return row.widths
    .split(',')
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0)
}

export function formatsOf(row: Pick<ProjectPhotoRow, 'formats'>): PhotoFormat[] {
  return row.formats.split(',').filter((format): format is PhotoFormat => format in contentTypes)
}

/** Every file key of a photo: each stored width in each stored format. */
export function photoFileKeys(row: Pick<ProjectPhotoRow, 'storageKey' | 'widths' | 'formats'>) {
  return formatsOf(row).flatMap((format) =>
    widthsOf(row).map((width) => photoFileKey(row.storageKey, width, format)),
  )
}

/**
 * The `<picture>` of a stored photo: a `<source>` per format, the JPEG of 960 px as `src`; each
 * file's address from `storage` (a private namespace's route gives its own).
 */
export function toResponsiveImage(
  row: Pick<ProjectPhotoRow, 'storageKey' | 'width' | 'height' | 'widths' | 'formats'>,
  storage: Pick<MediaFiles, 'url'>,
): ResponsiveImage {
  const widths = widthsOf(row)
  const formats = formatsOf(row)
  return {
    width: Number(row.width),
    height: Number(row.height),
    src: storage.url(photoFileKey(row.storageKey, fallbackWidthOf(widths), 'jpeg')),
    sources: formats.map((format) => ({
      type: contentTypes[format],
      srcset: widths
        .map((width) => `${storage.url(photoFileKey(row.storageKey, width, format))} ${width}w`)
        .join(', '),
    })),
  }
}

export function toProjectPhoto(row: ProjectPhotoRow, storage: MediaFiles): ProjectPhoto {
  return {
    id: Number(row.id),
    caption: row.caption,
    role: row.role,
    image: toResponsiveImage(row, storage),
  }
}
