import { companyRoutes, accountRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { Services } from '../../services.ts';
import { loginService } from './login.service.ts';
import { passwordService } from './password.service.ts';
import { profileService } from './profile.service.ts';
import { registrationService } from './registration.service.ts';
import { usersStore } from './users.store.ts';

/** The mobile pages send this instead of passing a captcha (spec 01 §2); rate limits protect them. */
const MOBILE_INLET = 'PHONE';

/** Login, registration, codes, password reset, sessions and the user's own name (spec 01 §7). */
export const accountsModule = async (app: FastifyInstance, deps: Services) => {
  const {
    db,
    sessions,
    codes,
    codeSender,
    passwordCrypto: crypto,
    dictionaries,
    companiesFor,
    limiter,
  } = deps;
  const users = usersStore(db);
  const login = loginService({ users, sessions, codes, crypto, limiter });
  const registration = registrationService({ db, codes, crypto, dictionaries, companiesFor });
  const passwords = passwordService({ db, users, codes, sessions, registration });
  const profile = profileService({ db, dictionaries, companiesFor });

  registerRoute(app, r.phoneLogin, ({ body, lang }) =>
    login.phoneLogin(body.mobile, body.password, false, lang),
  );
  registerRoute(app, r.phoneLoginOrRegister, ({ body, lang }) =>
    login.phoneLogin(body.mobile, body.password, true, lang),
  );
  registerRoute(app, r.emailLogin, ({ body, actor, lang }) =>
    login.emailLogin(body.userAccount, body.userPassword, actor.ip, lang),
  );
  registerRoute(app, r.verify, ({ request }) => login.verify(bearerToken(request)));
  registerRoute(app, r.logout, ({ user }) => login.logout(user.sessionId).then(() => null));
  registerRoute(app, r.refreshToken, ({ user }) => login.refresh(user.id, user.sessionId));
  registerRoute(app, r.getPublicKey, () => crypto.publicKey);

  registerRoute(app, r.smsSend, ({ body, actor, lang }) =>
    codeSender
      .send('sms', {
        purpose: body.smsTemplateType,
        account: body.phoneNumber,
        captchaToken: body.token,
        ip: actor.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.smsSendSimple, ({ body, actor, lang }) =>
    codeSender
      .send('sms', { purpose: body.inlet, account: body.phoneNumber, captchaToken: null, ip: actor.ip, lang })
      .then(() => null),
  );
  registerRoute(app, r.emailVerifySend, ({ body, actor, lang }) =>
    codeSender
      .send('mail', {
        purpose: 'REGISTER',
        account: body.userAccount,
        captchaToken: body.inlet === MOBILE_INLET ? null : body.token,
        ip: actor.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.emailResetSend, ({ body, actor, lang }) =>
    codeSender
      .send('mail', {
        purpose: 'RESET',
        account: body.userAccount,
        captchaToken: body.inlet === MOBILE_INLET ? null : body.token,
        ip: actor.ip,
        lang,
      })
      .then(() => null),
  );
  registerRoute(app, r.phoneRegister, ({ body, lang }) => registration.phoneRegister({ ...body, lang }));
  registerRoute(app, r.emailRegister, ({ body, lang }) => registration.emailRegister({ ...body, lang }));

  registerRoute(app, r.emailCheckReset, ({ body }) => passwords.checkReset(body.userAccount, body.verify));
  registerRoute(app, r.emailChangePassword, ({ body, actor }) => passwords.change(actor, body));

  registerRoute(app, r.nameUpdate, ({ body, user }) => profile.update(user.id, body));
  registerRoute(app, r.ownRegistration, ({ user }) => profile.own(user.id));
  // Its path is the spec's company area's (spec 01 §7), but the answers are this module's.
  registerRoute(app, companyRoutes.userModify, ({ body, user }) => profile.correct(user.id, body));
  registerRoute(app, r.updateUserName, ({ body, user }) => profile.updateUserName(user.id, body.userName));
  registerRoute(app, r.langUpdate, ({ body, user }) => users.setLang(user.id, body.lang).then(() => null));
};
