import { lazy, Suspense } from 'react';
import { EntryCards } from './entry-cards.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { HomeFigures } from './home-figures.tsx';
import { HomeNews } from './home-news.tsx';
import { prefetchHome } from './home-queries.ts';
import { useFirstVisitTour } from './use-first-visit-tour.ts';
import './home.css';
import './texts.ts';

export const prefetch = prefetchHome;

// Ant Design's Tour and the steps: fetched only when a first-time visitor gets the tour.
const HomeTour = lazy(() => import('./home-tour.tsx'));

/** The portal's front page (/): the banner, the live figures, the doors to each area, the tour. */
export default function HomePage() {
  const tour = useFirstVisitTour();
  return (
    <div className="home-page">
      <HeroBanner />
      <HomeFigures />
      <EntryCards />
      <HomeNews />
      {tour.open ? (
        <Suspense fallback={null}>
          <HomeTour onClose={tour.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
