import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { useSettings } from '../../features/settings/api/get-settings';

/** Any uncaught error in a screen ends here. */
export function RouteError() {
  const error = useRouteError();
  const { contact } = useSettings();
  console.error(error);
  return <ErrorScreen error={error} contact={contact} onRetry={() => window.location.reload()} />;
}
