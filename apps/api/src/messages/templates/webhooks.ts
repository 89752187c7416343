import { plural } from '../format.ts';
import { emailTemplate, isolate as i } from '../render.ts';

// Developer notices about webhook endpoints. "410 Gone" is the HTTP status the endpoint answered,
// quoted as the server sent it, so a developer can search their logs for it.

type EndpointDisabled = {
  endpointUrl: string;
  businessName: string;
  /** gone: the endpoint answered 410; failing: no delivery to it succeeded for failingDays. */
  reason: 'gone' | 'failing';
  failingDays: number;
  /** The Developers → Webhooks page, where the endpoint is enabled again. */
  integrationsUrl: string;
};

/**
 * An endpoint was turned off; its events are kept and resume once it is enabled again. The subject
 * is the same for every business (mail filters match it); the body names the business and the URL.
 */
export const webhookEndpointDisabledEmail = emailTemplate<EndpointDisabled>({
  en: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'A webhook endpoint was disabled',
    paragraphs: [
      reason === 'gone'
        ? `The webhook endpoint ${endpointUrl} of ${businessName} was disabled because it answered 410 Gone.`
        : `The webhook endpoint ${endpointUrl} of ${businessName} was disabled because every delivery to it has failed for ${failingDays} days.`,
      `Messages for it are kept: fix the endpoint, then enable it again here to resume them:\n${integrationsUrl}`,
    ],
  }),
  es: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Se desactivó un endpoint de webhook',
    paragraphs: [
      reason === 'gone'
        ? `El endpoint de webhook ${endpointUrl} de ${businessName} se desactivó porque respondió 410 Gone.`
        : `El endpoint de webhook ${endpointUrl} de ${businessName} se desactivó porque todas las entregas han fallado durante ${failingDays} días.`,
      `Sus mensajes se conservan: corrija el endpoint y vuelva a activarlo aquí para reanudarlos:\n${integrationsUrl}`,
    ],
  }),
  fr: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Un point de terminaison webhook a été désactivé',
    paragraphs: [
      reason === 'gone'
        ? `Le point de terminaison webhook ${endpointUrl} de ${businessName} a été désactivé, car il a répondu 410 Gone.`
        : `Le point de terminaison webhook ${endpointUrl} de ${businessName} a été désactivé, car toutes les livraisons échouent depuis ${failingDays} jours.`,
      `Ses messages sont conservés : corrigez le point de terminaison, puis réactivez-le ici pour les reprendre :\n${integrationsUrl}`,
    ],
  }),
  pl: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Wyłączono punkt końcowy webhooka',
    paragraphs: [
      reason === 'gone'
        ? `Punkt końcowy webhooka ${endpointUrl} organizacji ${businessName} został wyłączony, ponieważ odpowiedział kodem 410 Gone.`
        : `Punkt końcowy webhooka ${endpointUrl} organizacji ${businessName} został wyłączony, ponieważ od ${failingDays} ${plural('pl', failingDays, { one: 'dnia', other: 'dni' })} nie udało się do niego nic dostarczyć.`,
      `Wiadomości dla niego są zachowane: napraw punkt końcowy, a potem włącz go ponownie tutaj, aby je wznowić:\n${integrationsUrl}`,
    ],
  }),
  ru: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Конечная точка вебхука отключена',
    paragraphs: [
      reason === 'gone'
        ? `Конечная точка вебхука ${endpointUrl} организации ${businessName} отключена, потому что ответила 410 Gone.`
        : `Конечная точка вебхука ${endpointUrl} организации ${businessName} отключена, потому что ни одна доставка на неё не удаётся уже ${failingDays} ${plural('ru', failingDays, { one: 'день', few: 'дня', other: 'дней' })}.`,
      `Сообщения для неё сохранены: исправьте конечную точку и снова включите её здесь, чтобы возобновить доставку:\n${integrationsUrl}`,
    ],
  }),
  zh: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: '一个 Webhook 端点已停用',
    paragraphs: [
      reason === 'gone'
        ? `${businessName} 的 Webhook 端点 ${endpointUrl} 已停用，因为它返回了 410 Gone。`
        : `${businessName} 的 Webhook 端点 ${endpointUrl} 已停用，因为 ${failingDays} 天来向它的每次投递都失败了。`,
      `发给它的消息已保留：请修复该端点，然后在此重新启用，即可恢复投递：\n${integrationsUrl}`,
    ],
  }),
  uk: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Кінцеву точку вебхука вимкнено',
    paragraphs: [
      reason === 'gone'
        ? `Кінцеву точку вебхука ${endpointUrl} організації ${businessName} вимкнено, бо вона відповіла 410 Gone.`
        : `Кінцеву точку вебхука ${endpointUrl} організації ${businessName} вимкнено, бо жодна доставка до неї не вдається вже ${failingDays} ${plural('uk', failingDays, { one: 'день', few: 'дні', other: 'днів' })}.`,
      `Повідомлення для неї збережено: виправте кінцеву точку й знову ввімкніть її тут, щоб відновити доставку:\n${integrationsUrl}`,
    ],
  }),
  sw: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'Kituo cha webhook kimezimwa',
    paragraphs: [
      reason === 'gone'
        ? `Kituo cha webhook ${endpointUrl} cha ${businessName} kimezimwa kwa sababu kilijibu 410 Gone.`
        : `Kituo cha webhook ${endpointUrl} cha ${businessName} kimezimwa kwa sababu kila uwasilishaji kwake umeshindwa kwa siku ${failingDays}.`,
      `Ujumbe wake umehifadhiwa: rekebisha kituo, kisha kiwashe tena hapa ili uwasilishaji uendelee:\n${integrationsUrl}`,
    ],
  }),
  da: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'یک نقطهٔ پایانی وب‌هوک غیرفعال گردید',
    paragraphs: [
      reason === 'gone'
        ? `نقطهٔ پایانی وب‌هوک ${i(endpointUrl)} مربوط به ${i(businessName)} غیرفعال گردید، زیرا با ${i('410 Gone')} جواب داد.`
        : `نقطهٔ پایانی وب‌هوک ${i(endpointUrl)} مربوط به ${i(businessName)} غیرفعال گردید، زیرا همهٔ ارسال‌ها به آن در ${i(failingDays)} روز گذشته ناکام بوده است.`,
      `پیام‌های آن نگه داشته شده است: نقطهٔ پایانی را درست کنید، بعد آن را اینجا دوباره فعال سازید تا ارسال از سر گرفته شود:\n${i(integrationsUrl)}`,
    ],
  }),
  pa: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'د ویب‌هوک یو پای‌ټکی بند شو',
    paragraphs: [
      reason === 'gone'
        ? `د ${i(businessName)} د ویب‌هوک پای‌ټکی ${i(endpointUrl)} بند شو، ځکه چې ${i('410 Gone')} ځواب یې ورکړ.`
        : `د ${i(businessName)} د ویب‌هوک پای‌ټکی ${i(endpointUrl)} بند شو، ځکه چې ${i(failingDays)} ورځې یې ټولې لېږدونې ناکامې شوې.`,
      `د هغه پیغامونه ساتل شوي دي: پای‌ټکی سم کړئ، بیا یې دلته بیا فعال کړئ چې لېږد بیا پیل شي:\n${i(integrationsUrl)}`,
    ],
  }),
  far: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'یک نقطهٔ پایانی وب‌هوک غیرفعال شد',
    paragraphs: [
      reason === 'gone'
        ? `نقطهٔ پایانی وب‌هوک ${i(endpointUrl)} متعلق به ${i(businessName)} غیرفعال شد، چون با ${i('410 Gone')} پاسخ داد.`
        : `نقطهٔ پایانی وب‌هوک ${i(endpointUrl)} متعلق به ${i(businessName)} غیرفعال شد، چون ${i(failingDays)} روز است که همهٔ ارسال‌ها به آن ناموفق بوده‌اند.`,
      `پیام‌های آن نگه داشته شده‌اند: نقطهٔ پایانی را اصلاح کنید، سپس برای ازسرگیری ارسال، آن را اینجا دوباره فعال کنید:\n${i(integrationsUrl)}`,
    ],
  }),
  ar: ({ endpointUrl, businessName, reason, failingDays, integrationsUrl }) => ({
    subject: 'تم تعطيل إحدى نقاط نهاية الويب هوك',
    paragraphs: [
      reason === 'gone'
        ? `تم تعطيل نقطة نهاية الويب هوك ${i(endpointUrl)} لدى ${i(businessName)} لأنها أجابت بـ ${i('410 Gone')}.`
        : `تم تعطيل نقطة نهاية الويب هوك ${i(endpointUrl)} لدى ${i(businessName)} لأن كل عمليات التسليم إليها فشلت منذ ${i(failingDays)} ${plural('ar', failingDays, { one: 'يوم', two: 'يومين', few: 'أيام', other: 'يومًا' })}.`,
      `الرسائل الموجهة إليها محفوظة: أصلِح نقطة النهاية، ثم أعد تفعيلها من هنا لاستئناف التسليم:\n${i(integrationsUrl)}`,
    ],
  }),
});
