import { ProfileSection } from "./profile-section";

export function AccountDetailsSection({ name, email }: { name: string | null; email: string }) {
  return (
    <ProfileSection id="account-details" title="Signed in as">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500">Name</dt>
        <dd className="text-slate-900">{name || "—"}</dd>
        <dt className="text-slate-500">Email</dt>
        <dd className="break-all text-slate-900">{email}</dd>
      </dl>
    </ProfileSection>
  );
}
