import { paths } from '../../config/paths.js';
import { legalTexts } from './legal-document.js';
import { LegalPage } from './legal-page.js';
import { termsOfService } from './terms-of-service-text.js';

export function TermsOfServicePage() {
  return <LegalPage content={termsOfService} seeAlso={{ label: legalTexts.privacyPolicy, to: paths.privacyPolicy.to() }} />;
}
