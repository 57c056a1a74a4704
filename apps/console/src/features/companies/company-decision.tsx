import { ReviewDecision } from '../../components/review-decision.tsx';
import { useDecideCompany } from './api.ts';

/** Approve or reject a pending certification, from its drawer's footer. */
export const CompanyDecision = ({ id, onDecided }: { id: number; onDecided: () => void }) => {
  const decide = useDecideCompany(id);
  return (
    <ReviewDecision
      name="companies"
      decide={decide}
      testIdOf={(action) => `company-${action}`}
      onDecided={onDecided}
    />
  );
};
