import type { PortfolioProjectDetail } from '@nirman/contract'
import {
  projectDetailCopy as detailCopyHindi,
  projectPhotosCopy as photosCopyHindi,
} from '../../content/hi/projects'
import {
  projectDetailCopy as detailCopyEnglish,
  projectPhotosCopy as photosCopyEnglish,
} from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { BeforeAfterPairs } from './before-after-pairs'
import { DetailSection } from './detail-section'
import { PhotoGallery } from './photo-gallery'
import { groupProjectPhotos } from './project-photos'
import { projectWords } from './project-words'

/**
 * The gallery of a project without photos (the sample portfolio): its illustration and the three
 * stages of the work, drawn.
 */
function IllustratedGallery({ project }: { project: PortfolioProjectDetail }) {
  const detailCopy = usePageText(detailCopyEnglish, detailCopyHindi)
  const words = projectWords(project, useLang())
  // The project's illustration is described by its title, which may be English on a Hindi page.
  const gallery: { src: string; alt: string; lang?: string | undefined }[] = [
    { src: project.imageUrl, alt: words.title, lang: words.lang.title },
    ...detailCopy.gallery,
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {gallery.map((image) => (
        <li key={image.src}>
          <img
            src={image.src}
            alt={image.alt}
            lang={image.lang}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg border border-border bg-muted"
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * A project's photos, each group under its own heading when it has any: the gallery, the
 * before/after pairs and the floor plans. A project with no photos at all shows the drawn gallery.
 */
export function ProjectPhotoSections({ project }: { project: PortfolioProjectDetail }) {
  const detailCopy = usePageText(detailCopyEnglish, detailCopyHindi)
  const photosCopy = usePageText(photosCopyEnglish, photosCopyHindi)
  if (project.photos.length === 0) {
    return (
      <DetailSection title={detailCopy.galleryTitle}>
        <IllustratedGallery project={project} />
      </DetailSection>
    )
  }
  const { gallery, beforeAfter, floorPlans } = groupProjectPhotos(project.photos)
  return (
    <>
      {gallery.length > 0 ? (
        <DetailSection title={detailCopy.galleryTitle}>
          <PhotoGallery photos={gallery} />
        </DetailSection>
      ) : null}
      {beforeAfter.length > 0 ? (
        <DetailSection title={photosCopy.beforeAfterTitle}>
          <BeforeAfterPairs pairs={beforeAfter} />
        </DetailSection>
      ) : null}
      {floorPlans.length > 0 ? (
        <DetailSection title={photosCopy.floorPlansTitle}>
          <PhotoGallery photos={floorPlans} />
        </DetailSection>
      ) : null}
    </>
  )
}
