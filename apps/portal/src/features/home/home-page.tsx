import { EntryCards } from './entry-cards.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { HomeFigures } from './home-figures.tsx';
import { HomeNews } from './home-news.tsx';
import { prefetchHome } from './home-queries.ts';
import { FirstVisitTour } from './tour-welcome.tsx';
import { useFirstVisitTour } from './use-first-visit-tour.ts';
import './home.css';
import './texts.ts';

export const prefetch = prefetchHome;

/** The portal's front page (/): the banner, the live figures, the doors to each area, the tour. */
export default function HomePage() {
  const tour = useFirstVisitTour();
  return (
    <main className="home-page">
      <HeroBanner />
      <HomeFigures />
      <EntryCards />
      <HomeNews />
      {tour.open ? <FirstVisitTour onClose={tour.close} /> : null}
    </main>
  );
}
