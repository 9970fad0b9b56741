import type { PortfolioProject } from '@nirman/contract'
import { ResponsivePicture } from '../images/responsive-picture'

export interface ProjectImageProps {
  project: Pick<PortfolioProject, 'cover' | 'imageUrl'>
  /** How wide the picture is drawn at each screen width (see ResponsivePicture). */
  sizes: string
  className?: string
  /** 'eager' and `fetchPriority="high"` for the picture at the top of a project's page. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
}

/**
 * A project's picture: its cover photo in every stored size, or, for a project without photos,
 * the illustration of `imageUrl` (the sample portfolio's drawings, 800 × 500). Decorative beside
 * the project's title, so its alt text is empty.
 */
export function ProjectImage({ project, sizes, loading = 'lazy', ...props }: ProjectImageProps) {
  if (project.cover) {
    return (
      <ResponsivePicture image={project.cover} alt="" sizes={sizes} loading={loading} {...props} />
    )
  }
  return (
    <img
      src={project.imageUrl}
      alt=""
      width={800}
      height={500}
      loading={loading}
      decoding="async"
      {...props}
    />
  )
}
