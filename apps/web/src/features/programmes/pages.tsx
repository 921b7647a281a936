import { NewSubmissionPage } from './new-submission-page.js';
import { ProgrammeListPage } from './programme-list-page.js';
import { SubmissionDetailPage } from './submission-detail-page.js';

// The route table loads each page by its module's default export: one module per programme page.
export const GreenlistListPage = () => <ProgrammeListPage programme="greenlist" />;
export const GreenlistNewPage = () => <NewSubmissionPage programme="greenlist" />;
export const GreenlistDetailPage = () => <SubmissionDetailPage programme="greenlist" />;
export const BlocklistListPage = () => <ProgrammeListPage programme="blocklist" />;
export const BlocklistNewPage = () => <NewSubmissionPage programme="blocklist" />;
export const BlocklistDetailPage = () => <SubmissionDetailPage programme="blocklist" />;
