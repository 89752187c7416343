import { useParams } from 'react-router';
import { ApplicationReview } from '../../features/platform-review/components/application-review.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/** /{businessId}/manualReview: a platform reviewer decides the application (others are answered 404). */
export default function OnboardingManualReviewRoute() {
  const { businessId = '' } = useParams();
  return (
    <RoutePublicPage size="md">
      <ApplicationReview businessId={businessId} />
    </RoutePublicPage>
  );
}
