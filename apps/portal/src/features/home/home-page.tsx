import { EntryCards } from './entry-cards.tsx';
import { HeroBanner } from './hero-banner.tsx';
import { HomeNews } from './home-news.tsx';
import './home.css';

/** The portal's front page (/). */
export default function HomePage() {
  return (
    <div className="home-page">
      <HeroBanner />
      <EntryCards />
      <HomeNews />
    </div>
  );
}
