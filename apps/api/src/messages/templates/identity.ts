import { PLATFORM_NAME as P, type Role } from '@causeway/domain';
import { plural } from '../format.ts';
import { emailTemplate, isolate as i, smsTemplate } from '../render.ts';
import { ROLE_NAMES } from '../role-names.ts';

// Sign-in codes, password resets and member invitations. Every value a right-to-left sentence
// carries is isolated (i), so a Latin name, a number or a link keeps its own direction.

/** The texted sign-in code (one SMS segment in every language; sms-segments.test.ts checks it). */
export const signInCodeSms = smsTemplate<{ code: string; minutes: number }>({
  en: ({ code, minutes }) => `Your ${P} sign-in code is ${code}. It expires in ${minutes} minutes.`,
  es: ({ code, minutes }) => `Su código de acceso a ${P} es ${code}. Vence en ${minutes} minutos.`,
  fr: ({ code, minutes }) => `Votre code de connexion ${P} est ${code}. Il expire dans ${minutes} minutes.`,
  pl: ({ code, minutes }) =>
    `Twój kod logowania do ${P} to ${code}. Wygasa za ${minutes} ${plural('pl', minutes, { one: 'minutę', few: 'minuty', other: 'minut' })}.`,
  ru: ({ code, minutes }) =>
    `Ваш код для входа в ${P}: ${code}. Он действует ${minutes} ${plural('ru', minutes, { one: 'минуту', few: 'минуты', other: 'минут' })}.`,
  zh: ({ code, minutes }) => `您的 ${P} 登录验证码是 ${code}，${minutes} 分钟内有效。`,
  uk: ({ code, minutes }) =>
    `Ваш код для входу в ${P}: ${code}. Він дійсний ${minutes} ${plural('uk', minutes, { one: 'хвилину', few: 'хвилини', other: 'хвилин' })}.`,
  sw: ({ code, minutes }) => `Msimbo wako wa kuingia ${P} ni ${code}. Unaisha baada ya dakika ${minutes}.`,
  da: ({ code, minutes }) => `کد ورود شما به ${i(P)}: ${i(code)}. این کد ${i(minutes)} دقیقه اعتبار دارد.`,
  pa: ({ code, minutes }) => `د ${i(P)} د ننوتلو کوډ مو: ${i(code)}. دا کوډ ${i(minutes)} دقیقې اعتبار لري.`,
  far: ({ code, minutes }) => `کد ورود شما به ${i(P)}: ${i(code)}. این کد تا ${i(minutes)} دقیقه معتبر است.`,
  ar: ({ code, minutes }) =>
    `رمز دخولك إلى ${i(P)} هو ${i(code)}. تنتهي صلاحيته بعد ${i(minutes)} ${plural('ar', minutes, { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', other: 'دقيقة' })}.`,
});

/** The emailed link that sets a new password. */
export const passwordResetEmail = emailTemplate<{ firstName: string; url: string }>({
  en: ({ firstName, url }) => ({
    subject: `Reset your ${P} password`,
    paragraphs: [
      `Hello ${firstName},`,
      `Use this link within one hour to choose a new password:\n${url}`,
      'If you did not ask for this, you can ignore this email.',
    ],
  }),
  es: ({ firstName, url }) => ({
    subject: `Restablezca su contraseña de ${P}`,
    paragraphs: [
      `Hola, ${firstName}:`,
      `Use este enlace en el plazo de una hora para elegir una contraseña nueva:\n${url}`,
      'Si usted no lo solicitó, puede ignorar este correo.',
    ],
  }),
  fr: ({ firstName, url }) => ({
    subject: `Réinitialisez votre mot de passe ${P}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `Utilisez ce lien dans l’heure qui vient pour choisir un nouveau mot de passe :\n${url}`,
      'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail.',
    ],
  }),
  pl: ({ firstName, url }) => ({
    subject: `Ustaw nowe hasło do ${P}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `Aby ustawić nowe hasło, użyj tego linku w ciągu godziny:\n${url}`,
      'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
    ],
  }),
  ru: ({ firstName, url }) => ({
    subject: `Сброс пароля ${P}`,
    paragraphs: [
      `Здравствуйте, ${firstName}!`,
      `Чтобы задать новый пароль, перейдите по этой ссылке в течение часа:\n${url}`,
      'Если вы не запрашивали сброс пароля, просто не обращайте внимания на это письмо.',
    ],
  }),
  zh: ({ firstName, url }) => ({
    subject: `重置您的 ${P} 密码`,
    paragraphs: [
      `${firstName}，您好：`,
      `请在一小时内通过以下链接设置新密码：\n${url}`,
      '如果您没有提出此请求，请忽略此邮件。',
    ],
  }),
  uk: ({ firstName, url }) => ({
    subject: `Скидання пароля ${P}`,
    paragraphs: [
      `Вітаємо, ${firstName}!`,
      `Щоб установити новий пароль, перейдіть за цим посиланням протягом години:\n${url}`,
      'Якщо ви не надсилали такого запиту, просто не зважайте на цей лист.',
    ],
  }),
  sw: ({ firstName, url }) => ({
    subject: `Weka upya nenosiri lako la ${P}`,
    paragraphs: [
      `Habari ${firstName},`,
      `Tumia kiungo hiki ndani ya saa moja ili kuchagua nenosiri jipya:\n${url}`,
      'Ikiwa hukuomba hili, unaweza kupuuza barua pepe hii.',
    ],
  }),
  da: ({ firstName, url }) => ({
    subject: `تنظیم دوبارهٔ رمز عبور ${P}`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `برای انتخاب رمز عبور جدید، این لینک را در ظرف یک ساعت باز کنید:\n${i(url)}`,
      'اگر شما این را نخواسته‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  pa: ({ firstName, url }) => ({
    subject: `د ${P} پټنوم بیا ټاکل`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `د نوي پټنوم د ټاکلو لپاره دا لینک په یوه ساعت کې پرانیزئ:\n${i(url)}`,
      'که تاسو دا نه وي غوښتي، دا برېښنالیک له پامه غورځولای شئ.',
    ],
  }),
  far: ({ firstName, url }) => ({
    subject: `بازنشانی رمز عبور ${P}`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `برای انتخاب رمز عبور جدید، ظرف یک ساعت از این پیوند استفاده کنید:\n${i(url)}`,
      'اگر چنین درخواستی نداده‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  ar: ({ firstName, url }) => ({
    subject: `إعادة تعيين كلمة مرور ${P}`,
    paragraphs: [
      `مرحبًا ${i(firstName)}،`,
      `استخدم هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n${i(url)}`,
      'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    ],
  }),
});

type Invitation = { businessName: string; role: Role; url: string; days: number };

/** A link to create an account as a member of a business, with the role named as the portal names it. */
export const memberInvitationEmail = emailTemplate<Invitation>({
  en: ({ businessName, role, url, days }) => ({
    subject: `You are invited to ${businessName} on ${P}`,
    paragraphs: [
      'Hello,',
      `You are invited to join ${businessName} on ${P} with the ${ROLE_NAMES.en[role]} role. Create your account within ${days} days with this link:\n${url}`,
      'If you did not expect this, you can ignore this email.',
    ],
  }),
  es: ({ businessName, role, url, days }) => ({
    subject: `Invitación a ${businessName} en ${P}`,
    paragraphs: [
      'Hola:',
      `Le invitan a unirse a ${businessName} en ${P} con el rol «${ROLE_NAMES.es[role]}». Cree su cuenta en un plazo de ${days} días con este enlace:\n${url}`,
      'Si no esperaba esta invitación, puede ignorar este correo.',
    ],
  }),
  fr: ({ businessName, role, url, days }) => ({
    subject: `Invitation à rejoindre ${businessName} sur ${P}`,
    paragraphs: [
      'Bonjour,',
      `Vous êtes invité(e) à rejoindre ${businessName} sur ${P} avec le rôle « ${ROLE_NAMES.fr[role]} ». Créez votre compte dans les ${days} jours avec ce lien :\n${url}`,
      'Si vous ne vous attendiez pas à cette invitation, vous pouvez ignorer cet e-mail.',
    ],
  }),
  pl: ({ businessName, role, url, days }) => ({
    subject: `Zaproszenie do ${businessName} w ${P}`,
    paragraphs: [
      'Dzień dobry!',
      `Zapraszamy do organizacji ${businessName} w ${P} z rolą „${ROLE_NAMES.pl[role]}”. Załóż konto w ciągu ${days} ${plural('pl', days, { one: 'dnia', other: 'dni' })}, korzystając z tego linku:\n${url}`,
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    ],
  }),
  ru: ({ businessName, role, url, days }) => ({
    subject: `Приглашение в ${businessName} в ${P}`,
    paragraphs: [
      'Здравствуйте!',
      `Вас приглашают присоединиться к организации ${businessName} в ${P} с ролью «${ROLE_NAMES.ru[role]}». Создайте учётную запись по этой ссылке в течение ${days} ${plural('ru', days, { one: 'дня', other: 'дней' })}:\n${url}`,
      'Если вы не ждали этого приглашения, просто не обращайте внимания на это письмо.',
    ],
  }),
  zh: ({ businessName, role, url, days }) => ({
    subject: `邀请您加入 ${P} 上的 ${businessName}`,
    paragraphs: [
      '您好：',
      `${businessName} 邀请您以“${ROLE_NAMES.zh[role]}”角色加入 ${P}。请在 ${days} 天内通过以下链接创建账户：\n${url}`,
      '如果您没有预料到此邀请，请忽略此邮件。',
    ],
  }),
  uk: ({ businessName, role, url, days }) => ({
    subject: `Запрошення до ${businessName} у ${P}`,
    paragraphs: [
      'Вітаємо!',
      `Вас запрошують приєднатися до організації ${businessName} у ${P} з роллю «${ROLE_NAMES.uk[role]}». Створіть обліковий запис за цим посиланням протягом ${days} ${plural('uk', days, { one: 'дня', other: 'днів' })}:\n${url}`,
      'Якщо ви не чекали на це запрошення, просто не зважайте на цей лист.',
    ],
  }),
  sw: ({ businessName, role, url, days }) => ({
    subject: `Umealikwa kujiunga na ${businessName} kwenye ${P}`,
    paragraphs: [
      'Habari,',
      `Umealikwa kujiunga na ${businessName} kwenye ${P} ukiwa na jukumu la ${ROLE_NAMES.sw[role]}. Fungua akaunti yako ndani ya siku ${days} kwa kiungo hiki:\n${url}`,
      'Ikiwa hukutarajia mwaliko huu, unaweza kupuuza barua pepe hii.',
    ],
  }),
  da: ({ businessName, role, url, days }) => ({
    subject: `دعوت به ${businessName} در ${P}`,
    paragraphs: [
      'سلام،',
      `شما دعوت شده‌اید تا با نقش «${i(ROLE_NAMES.da[role])}» به ${i(businessName)} در ${i(P)} بپیوندید. حساب خود را در ظرف ${i(days)} روز با این لینک بسازید:\n${i(url)}`,
      'اگر انتظار این دعوت را نداشتید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  pa: ({ businessName, role, url, days }) => ({
    subject: `په ${P} کې ${businessName} ته بلنه`,
    paragraphs: [
      'سلام،',
      `تاسو ته بلنه درکړل شوې چې د «${i(ROLE_NAMES.pa[role])}» په رول په ${i(P)} کې له ${i(businessName)} سره یو ځای شئ. خپل حساب په ${i(days)} ورځو کې د دې لینک له لارې جوړ کړئ:\n${i(url)}`,
      'که تاسو د دې بلنې تمه نه درلوده، دا برېښنالیک له پامه غورځولای شئ.',
    ],
  }),
  far: ({ businessName, role, url, days }) => ({
    subject: `دعوت به ${businessName} در ${P}`,
    paragraphs: [
      'سلام،',
      `از شما دعوت شده است که با نقش «${i(ROLE_NAMES.far[role])}» به ${i(businessName)} در ${i(P)} بپیوندید. حساب خود را ظرف ${i(days)} روز با این پیوند بسازید:\n${i(url)}`,
      'اگر انتظار این دعوت را نداشتید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  ar: ({ businessName, role, url, days }) => ({
    subject: `دعوة للانضمام إلى ${businessName} على ${P}`,
    paragraphs: [
      'مرحبًا،',
      `أنت مدعو للانضمام إلى ${i(businessName)} على ${i(P)} بدور «${i(ROLE_NAMES.ar[role])}». أنشئ حسابك خلال ${i(days)} ${plural('ar', days, { one: 'يوم', two: 'يومين', few: 'أيام', other: 'يومًا' })} من خلال هذا الرابط:\n${i(url)}`,
      'إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
    ],
  }),
});

type RoleGranted = { firstName: string; businessName: string; role: Role; url: string };

/** An existing account was given a role in another business. */
export const memberAddedEmail = emailTemplate<RoleGranted>({
  en: ({ firstName, businessName, role, url }) => ({
    subject: `You were added to ${businessName} on ${P}`,
    paragraphs: [
      `Hello ${firstName},`,
      `You now have the ${ROLE_NAMES.en[role]} role in ${businessName}. Sign in to see it:\n${url}`,
    ],
  }),
  es: ({ firstName, businessName, role, url }) => ({
    subject: `Se le agregó a ${businessName} en ${P}`,
    paragraphs: [
      `Hola, ${firstName}:`,
      `Ahora tiene el rol «${ROLE_NAMES.es[role]}» en ${businessName}. Inicie sesión para verlo:\n${url}`,
    ],
  }),
  fr: ({ firstName, businessName, role, url }) => ({
    subject: `Vous avez été ajouté(e) à ${businessName} sur ${P}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `Vous avez désormais le rôle « ${ROLE_NAMES.fr[role]} » dans ${businessName}. Connectez-vous pour le voir :\n${url}`,
    ],
  }),
  pl: ({ firstName, businessName, role, url }) => ({
    subject: `Dodano Cię do ${businessName} w ${P}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `Masz teraz rolę „${ROLE_NAMES.pl[role]}” w ${businessName}. Zaloguj się, aby ją zobaczyć:\n${url}`,
    ],
  }),
  ru: ({ firstName, businessName, role, url }) => ({
    subject: `Вас добавили в ${businessName} в ${P}`,
    paragraphs: [
      `Здравствуйте, ${firstName}!`,
      `Теперь у вас есть роль «${ROLE_NAMES.ru[role]}» в организации ${businessName}. Войдите, чтобы увидеть её:\n${url}`,
    ],
  }),
  zh: ({ firstName, businessName, role, url }) => ({
    subject: `您已被添加到 ${P} 上的 ${businessName}`,
    paragraphs: [
      `${firstName}，您好：`,
      `您现在在 ${businessName} 中拥有“${ROLE_NAMES.zh[role]}”角色。请登录查看：\n${url}`,
    ],
  }),
  uk: ({ firstName, businessName, role, url }) => ({
    subject: `Вас додано до ${businessName} у ${P}`,
    paragraphs: [
      `Вітаємо, ${firstName}!`,
      `Тепер у вас є роль «${ROLE_NAMES.uk[role]}» в організації ${businessName}. Увійдіть, щоб її побачити:\n${url}`,
    ],
  }),
  sw: ({ firstName, businessName, role, url }) => ({
    subject: `Umeongezwa kwenye ${businessName} katika ${P}`,
    paragraphs: [
      `Habari ${firstName},`,
      `Sasa una jukumu la ${ROLE_NAMES.sw[role]} katika ${businessName}. Ingia ili ulione:\n${url}`,
    ],
  }),
  da: ({ firstName, businessName, role, url }) => ({
    subject: `شما به ${businessName} در ${P} اضافه شدید`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `اکنون شما در ${i(businessName)} نقش «${i(ROLE_NAMES.da[role])}» را دارید. برای دیدن آن وارد شوید:\n${i(url)}`,
    ],
  }),
  pa: ({ firstName, businessName, role, url }) => ({
    subject: `تاسو په ${P} کې ${businessName} ته ور اضافه شوئ`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `اوس په ${i(businessName)} کې ستاسو رول «${i(ROLE_NAMES.pa[role])}» دی. د لیدلو لپاره ننوځئ:\n${i(url)}`,
    ],
  }),
  far: ({ firstName, businessName, role, url }) => ({
    subject: `شما به ${businessName} در ${P} افزوده شدید`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `اکنون نقش «${i(ROLE_NAMES.far[role])}» را در ${i(businessName)} دارید. برای دیدن آن وارد شوید:\n${i(url)}`,
    ],
  }),
  ar: ({ firstName, businessName, role, url }) => ({
    subject: `تمت إضافتك إلى ${businessName} على ${P}`,
    paragraphs: [
      `مرحبًا ${i(firstName)}،`,
      `أصبح لديك الآن دور «${i(ROLE_NAMES.ar[role])}» في ${i(businessName)}. سجّل الدخول للاطلاع عليه:\n${i(url)}`,
    ],
  }),
});
