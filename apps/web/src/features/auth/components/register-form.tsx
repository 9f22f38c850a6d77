import type { AuthResponse } from '@farmai/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { t as translate, useT } from '@/lib/i18n';
import { useAppDispatch } from '@/lib/store';
import { type RegisterRefusal, registerUser } from '../auth-slice';
import { fieldOfRefusal, MIN_PASSWORD, PASSWORD_RULES } from '../lib/register-words';
import { AuthForm, type Errors, emailField, passwordField, useKeepNext } from './auth-forms';

/*
 * The sign-up page. It is drawn with the sign-in page's download; the contract's schema it checks the
 * form against (packages/contracts/src/forms.ts, with the schema library) is fetched while the form
 * is filled in, and waited for only by a check that comes before it has arrived.
 */
const loadRules = () => import('../lib/register-rules');

/** The password rules, listed before anything is typed. */
function PasswordRules() {
  const t = useT();
  return (
    <>
      <p>{t('auth.rulesHeading')}</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule}>{t(rule, { min: MIN_PASSWORD })}</li>
        ))}
      </ul>
    </>
  );
}

/** The browser's own checks of the sign-up form, in sentences, each under its field. */
const registerErrors = async (values: Record<string, string>): Promise<Errors> => {
  const { registerProblems } = await loadRules();
  const problems = registerProblems({
    userName: values.userName ?? '',
    email: values.email ?? '',
    password: values.password ?? '',
  });
  return Object.fromEntries(
    Object.entries(problems).map(([field, id]) => [field, translate(id, { min: MIN_PASSWORD })]),
  );
};

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const keepNext = useKeepNext();
  useEffect(() => {
    void loadRules();
  }, []);
  return (
    <AuthForm
      title="common.registerTitle"
      submitLabel="common.signUp"
      footerText="common.haveAccount"
      footerLink="common.login"
      footerTo={keepNext(paths.auth.login)}
      fields={[
        {
          name: 'userName',
          label: 'auth.userNameLabel',
          type: 'text',
          autoComplete: 'username',
          placeholder: 'auth.userNamePlaceholder',
        },
        emailField,
        { ...passwordField('new-password'), hint: <PasswordRules /> },
      ]}
      validate={registerErrors}
      onSubmit={async (values) => {
        const email = (values.email ?? '').trim();
        const result = await dispatch(
          registerUser({ userName: values.userName ?? '', email, password: values.password ?? '' }),
        );
        if (result.meta.requestStatus === 'fulfilled' && result.payload && (result.payload as AuthResponse).success) {
          toast({ title: (result.payload as AuthResponse).message });
          navigate(keepNext(paths.auth.login), { state: { email } });
          return undefined;
        }
        const refusal = result.payload as Partial<RegisterRefusal> | undefined;
        const { field, text } = fieldOfRefusal(refusal?.message ?? translate('auth.registerFailed'), refusal?.code);
        return { [field]: text };
      }}
    />
  );
}
