import { HelpCentreSection } from '../../features/help-centre/help-centre-section.js';
import SupportHomePage from '../../features/support/support-home-page.js';

/**
 * /support: the support area's page with the help centre above the person's tickets. Composed
 * here because one feature may not import another (the boundaries check).
 */
export default function SupportHomeWithHelpCentre() {
  return <SupportHomePage helpCentre={<HelpCentreSection />} />;
}
