import { ReviewDecision } from '../../../components/review-decision.tsx';
import { useDecideRegistration } from './api.ts';

/** Approve or reject one pending registration, from its drawer's footer, once its answers are read. */
export const RegistrationDecision = ({ userId, onDecided }: { userId: number; onDecided: () => void }) => {
  const decide = useDecideRegistration(userId);
  return (
    <ReviewDecision
      name="registrations"
      decide={decide}
      testIdOf={(action) => `registration-${action}`}
      onDecided={onDecided}
    />
  );
};
