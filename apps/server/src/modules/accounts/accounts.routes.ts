import { accountRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { loadPasswordCrypto } from '../../platform/password-crypto.ts';
import { dummyPasswordHash } from '../../platform/passwords.ts';
import { registerRoute } from '../../platform/routes.ts';
import { dictionaryLookup } from '../reference/dictionary-lookup.ts';
import { codesService } from './codes.service.ts';
import { loginService } from './login.service.ts';
import { passwordService } from './password.service.ts';
import { profileService } from './profile.service.ts';
import { registrationService } from './registration.service.ts';
import { sessionsService } from './sessions.service.ts';
import { usersStore } from './users.store.ts';

/** The mobile pages send this instead of passing a captcha (spec 01 §2); rate limits protect them. */
const MOBILE_INLET = 'PHONE';

/** Login, registration, codes, password reset, sessions and the user's own name (spec 01 §7). */
export const accountsModule = async (app: FastifyInstance) => {
  const users = usersStore(app.db);
  const sessions = sessionsService(app.db);
  const codes = codesService(app.db, app.messaging);
  const crypto = loadPasswordCrypto(app.config);
  const dictionaries = dictionaryLookup(app.db);
  const login = loginService({ users, sessions, codes, crypto });
  // Asked at call time: the captcha module may be registered after this one.
  const captcha = { consumeVerification: (v: string) => app.captcha.consumeVerification(v) };
  const registration = registrationService({ users, codes, captcha, crypto, dictionaries });
  const passwords = passwordService({ users, codes, sessions, registration });
  const profile = profileService(users, dictionaries);
  void dummyPasswordHash();

  app.auth.user = (token) => sessions.resolve(token, 'full');
  app.auth.reset = (token) => sessions.resolve(token, 'reset');

  registerRoute(app, r.phoneLogin, ({ body }) => login.phoneLogin(body.mobile, body.password, false));
  registerRoute(app, r.phoneLoginOrRegister, ({ body }) =>
    login.phoneLogin(body.mobile, body.password, true),
  );
  registerRoute(app, r.emailLogin, ({ body, request }) =>
    login.emailLogin(body.userAccount, body.userPassword, request.ip),
  );
  registerRoute(app, r.verify, ({ request }) => login.verify(bearerToken(request)));
  registerRoute(app, r.logout, ({ user }) => login.logout(user.sessionId).then(() => null));
  registerRoute(app, r.refreshToken, ({ user }) => login.refresh(user.id, user.sessionId));
  registerRoute(app, r.getPublicKey, () => crypto.publicKey);

  registerRoute(app, r.smsSend, ({ body, request, lang }) =>
    registration
      .sendCode('sms', {
        purpose: body.smsTemplateType,
        account: body.phoneNumber,
        captchaToken: body.token,
        ip: request.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.smsSendSimple, ({ body, request, lang }) =>
    registration
      .sendCode('sms', {
        purpose: body.inlet,
        account: body.phoneNumber,
        captchaToken: null,
        ip: request.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.emailVerifySend, ({ body, request, lang }) =>
    registration
      .sendCode('mail', {
        purpose: 'REGISTER',
        account: body.userAccount,
        captchaToken: body.inlet === MOBILE_INLET ? null : body.token,
        ip: request.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.emailResetSend, ({ body, request, lang }) =>
    registration
      .sendCode('mail', {
        purpose: 'RESET',
        account: body.userAccount,
        captchaToken: body.inlet === MOBILE_INLET ? null : body.token,
        ip: request.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.phoneRegister, ({ body }) => registration.phoneRegister(body));
  registerRoute(app, r.emailRegister, ({ body }) => registration.emailRegister(body));

  registerRoute(app, r.emailCheckReset, ({ body }) => passwords.checkReset(body.userAccount, body.verify));
  registerRoute(app, r.emailChangePassword, ({ body, user }) => passwords.change(user.id, body));

  registerRoute(app, r.nameUpdate, ({ body, user }) => profile.update(user.id, body));
  registerRoute(app, r.updateUserName, ({ body, user }) => profile.updateUserName(user.id, body.userName));
};
