import { Outlet } from 'react-router';
import { useMobileFont } from '../../components/mobile/use-mobile-font.ts';

/** The frame of the phone pages inside the portal's router (spec 02 §9): rem sizing by screen width. */
export function MobileLayout() {
  useMobileFont();
  return <Outlet />;
}
