import type { TRegistrationReview } from '@steel-epd/contract';
import { ReviewDecision } from '../../components/review-decision.tsx';
import { useDecideRegistration } from './api.ts';

/** Approve or reject one pending registration, in its row; the test ids carry the account. */
export const RegistrationDecision = ({ user }: { user: TRegistrationReview }) => {
  const decide = useDecideRegistration(user.id);
  return (
    <ReviewDecision
      name="registrations"
      decide={decide}
      small
      testIdOf={(action) => `registration-${action}-${user.userAccount}`}
    />
  );
};
