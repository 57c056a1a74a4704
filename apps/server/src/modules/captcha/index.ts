/** The captcha module's face: its routes and the service that says whether a captcha was passed. */
export { captchaModule } from './captcha.routes.ts';
export { CAPTCHA_LIMITS, type CaptchaService, captchaService } from './captcha.service.ts';
