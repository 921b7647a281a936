import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../app/routes.js';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdentityFlags } from '@liner/domain';
import { useSession } from '../../app/session.js';
import { AdditionalEmailsSection } from './additional-emails-section.js';
import { ArtistInfoSection } from './artist-info-section.js';
import { BillingSection } from './billing-section.js';
import { BusinessSection } from './business-section.js';
import { LabelProfileSection } from './label-profile-section.js';
import { NewsletterSection } from './newsletter-section.js';
import { RepresentativesSection } from './representatives-section.js';
import { UpgradeSection } from './upgrade-section.js';
import { ActiveSessionsSection } from './active-sessions-section.js';
import { AddressSection } from './address-section.js';
import { LoginHistorySection } from './login-history-section.js';
import { DocumentsSection } from './documents-section.js';
import { DisplayNameSection, LegalNameSection } from './name-sections.js';
import { PasswordSection } from './password-section.js';
import { PayoutMethodsSection } from './payout-methods/payout-methods-section.js';
import { ConnectedPlatformsCard } from './platform-links/connected-platforms-card.js';
import { SectionCard } from '../../ui/section-card.js';
import { TaxInformationSection } from './tax-information/tax-information-section.js';
import { TwoFactorSection } from './two-factor-section.js';

/** /user-portal/profile — names, artist or label profile, address, business and billing details, e-mail addresses, password, payout methods, documents, two-factor, sessions and login history. */
export default function ProfilePage() {
  const { user, me } = useSession();
  const profile = me?.profile;
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          Settings
        </Typography>
        <Typography color="text.secondary">Your profile, your business details and how you sign in.</Typography>
      </Stack>
      {!user || !profile ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading settings">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : (
        // Keyed by user id: the forms take their defaults from the user once, like any form.
        <Stack spacing={3} key={user.id}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <LegalNameSection user={user} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <DisplayNameSection user={user} />
            </Grid>
          </Grid>
          {user.type === 'artist' && <ArtistInfoSection artistInfo={profile.artistInfo} />}
          {profile.labelProfile && <LabelProfileSection profile={profile.labelProfile} />}
          <AddressSection user={user} />
          {user.type === 'label' && <BusinessSection business={profile.business} />}
          <BillingSection billing={profile.billing} />
          <AdditionalEmailsSection
            additionalEmails={profile.additionalEmails}
            communicationEmail={profile.communicationEmail}
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <NewsletterSection subscribed={profile.newsletter} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <RepresentativesSection />
            </Grid>
          </Grid>
          {user.type === 'artist' && <UpgradeSection />}
          <PasswordSection />
          {user.type !== 'collaborator' && (
            <SectionCard
              id="managers-link"
              title="Managers and audit trail"
              description="Invite managers and team members, set what they may do, and read who changed what."
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={RouterLink} to={pathTo('portal.managers')} variant="outlined">
                  Managers
                </Button>
                <Button component={RouterLink} to={pathTo('portal.audit')}>
                  Audit trail
                </Button>
              </Stack>
            </SectionCard>
          )}
          <PayoutMethodsSection />
          <TaxInformationSection />
          {!me?.acting && user.type !== 'collaborator' && (
            <SectionCard
              id="identity-verification"
              title="Identity verification"
              description={identityText(me?.identityVerification)}
            >
              <Button component={RouterLink} to={pathTo('portal.verification')} variant="outlined">
                Identity verification
              </Button>
            </SectionCard>
          )}
          <ConnectedPlatformsCard />
          <DocumentsSection />
          <SectionCard
            id="two-factor"
            title="Two-factor authentication"
            description="Ask for a code as well as your password when you sign in."
          >
            <TwoFactorSection user={user} />
          </SectionCard>
          <ActiveSessionsSection />
          <LoginHistorySection />
        </Stack>
      )}
    </Stack>
  );
}

/** The account's identity flags in a sentence, above the link to the verification page. */
function identityText(flags: IdentityFlags | undefined): string {
  if (flags?.verified) return 'Your identity is verified.';
  if (flags?.bypassed) return 'Identity verification is not needed for your account.';
  if (flags?.rejected) return 'Your last verification was not accepted: payouts are blocked until you verify again.';
  return 'Show an identity document and a selfie to confirm who you are before payouts.';
}
