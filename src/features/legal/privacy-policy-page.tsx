import { paths } from '../../config/paths.js';
import { legalTexts } from './legal-document.js';
import { LegalPage } from './legal-page.js';
import { privacyPolicy } from './privacy-policy-text.js';

export function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} seeAlso={{ label: legalTexts.termsOfService, to: paths.termsOfService.to() }} />;
}
