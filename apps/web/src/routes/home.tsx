import { homeCopy } from '../content/home'
import { HeroSection } from '../features/home/hero-section'
import {
  ContactSectionIsland,
  FeaturedProjectsIsland,
  HomeCallToActionIsland,
  HomeStatsIsland,
  HomeTestimonialsIsland,
  ProcessTimelineIsland,
  ServicesOverviewIsland,
  SolutionsTeaserIsland,
  ToolsSectionIsland,
  WhyChooseUsIsland,
} from '../features/home/home-islands'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...homeCopy.meta, path: '/' })

/**
 * The home page, its sections in the order of website.md section 2 ("Home"). Below the hero each
 * section is an island: prerendered as HTML, its code fetched when the visitor scrolls to it.
 */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <HomeStatsIsland />
      <ServicesOverviewIsland />
      <WhyChooseUsIsland />
      <FeaturedProjectsIsland />
      <HomeTestimonialsIsland />
      <ProcessTimelineIsland />
      <SolutionsTeaserIsland />
      <ToolsSectionIsland />
      <ContactSectionIsland />
      <HomeCallToActionIsland />
    </>
  )
}
