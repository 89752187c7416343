import { intakeEmailTemplate } from '../render.ts';

// The recipient's emails, in the three languages of the intake flow (business spec §2.5): the
// recipient's language is the one they chose on the intake pages (recipients.language).

/** The link to verify the email and give bank details; sent before the recipient chose a language. */
export const intakeInvitationEmail = intakeEmailTemplate<{ name: string; payerName: string; url: string }>({
  en: ({ name, payerName, url }) => ({
    subject: `${payerName} wants to pay you by bank transfer`,
    paragraphs: [
      `Hello ${name},`,
      `${payerName} would like to pay you by bank transfer. To receive payments, verify your email and add your bank account details here:\n${url}`,
      'The link works for 14 days. If you did not expect this email, you can ignore it.',
    ],
  }),
  es: ({ name, payerName, url }) => ({
    subject: `${payerName} quiere pagarle por transferencia bancaria`,
    paragraphs: [
      `Hola, ${name}:`,
      `${payerName} quiere pagarle por transferencia bancaria. Para recibir los pagos, verifique su correo electrónico y agregue los datos de su cuenta bancaria aquí:\n${url}`,
      'El enlace funciona durante 14 días. Si no esperaba este correo, puede ignorarlo.',
    ],
  }),
  pl: ({ name, payerName, url }) => ({
    subject: `${payerName} chce płacić Ci przelewem bankowym`,
    paragraphs: [
      `Dzień dobry, ${name}!`,
      `${payerName} chce płacić Ci przelewem bankowym. Aby otrzymywać płatności, potwierdź swój adres e-mail i podaj dane konta bankowego tutaj:\n${url}`,
      'Link działa przez 14 dni. Jeśli nie spodziewasz się tej wiadomości, zignoruj ją.',
    ],
  }),
});

/** The 6-digit code that verifies the recipient's email on the intake page. */
export const intakeCodeEmail = intakeEmailTemplate<{ code: string; payerName: string }>({
  en: ({ code, payerName }) => ({
    subject: 'Your verification code',
    paragraphs: [
      `Your code to add your bank details for ${payerName} is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    ],
  }),
  es: ({ code, payerName }) => ({
    subject: 'Su código de verificación',
    paragraphs: [
      `Su código para agregar sus datos bancarios para ${payerName} es ${code}. Vence en 10 minutos. Si no lo solicitó, ignore este correo.`,
    ],
  }),
  pl: ({ code, payerName }) => ({
    subject: 'Twój kod weryfikacyjny',
    paragraphs: [
      `Twój kod do dodania danych bankowych dla ${payerName} to ${code}. Wygasa za 10 minut. Jeśli to nie Ty prosisz o ten kod, zignoruj tę wiadomość.`,
    ],
  }),
});

/** The recipient gave bank details: micro-deposits follow. */
export const bankDetailsReceivedEmail = intakeEmailTemplate<{ payerName: string; last4: string }>({
  en: ({ payerName, last4 }) => ({
    subject: 'We received your bank details',
    paragraphs: [
      `We received the bank account ending in ${last4} for payments from ${payerName}. Two small deposits will appear in that account: enter their amounts on the page you used to confirm the account. Verification takes 1 to 3 business days.`,
    ],
  }),
  es: ({ payerName, last4 }) => ({
    subject: 'Recibimos sus datos bancarios',
    paragraphs: [
      `Recibimos la cuenta bancaria que termina en ${last4} para los pagos de ${payerName}. Aparecerán dos depósitos pequeños en esa cuenta: ingrese sus montos en la página que usó para confirmar la cuenta. La verificación tarda de 1 a 3 días hábiles.`,
    ],
  }),
  pl: ({ payerName, last4 }) => ({
    subject: 'Otrzymaliśmy Twoje dane bankowe',
    paragraphs: [
      `Otrzymaliśmy konto bankowe kończące się na ${last4} do płatności od ${payerName}. Na tym koncie pojawią się dwa małe przelewy: wpisz ich kwoty na stronie, na której podano konto, aby je potwierdzić. Weryfikacja trwa od 1 do 3 dni roboczych.`,
    ],
  }),
});

/** The bank account is verified: the payer can pay it. */
export const bankAccountVerifiedEmail = intakeEmailTemplate<{ payerName: string; last4: string }>({
  en: ({ payerName, last4 }) => ({
    subject: 'Your bank account is verified',
    paragraphs: [
      `Your bank account ending in ${last4} is verified. ${payerName} can now pay you by bank transfer.`,
    ],
  }),
  es: ({ payerName, last4 }) => ({
    subject: 'Su cuenta bancaria está verificada',
    paragraphs: [
      `Su cuenta bancaria que termina en ${last4} está verificada. ${payerName} ya puede pagarle por transferencia bancaria.`,
    ],
  }),
  pl: ({ payerName, last4 }) => ({
    subject: 'Twoje konto bankowe zostało zweryfikowane',
    paragraphs: [
      `Twoje konto bankowe kończące się na ${last4} zostało zweryfikowane. ${payerName} może teraz płacić Ci przelewem bankowym.`,
    ],
  }),
});

/** The bank account could not be verified: the first email's link lets the recipient try again. */
export const bankAccountFailedEmail = intakeEmailTemplate<{ payerName: string }>({
  en: ({ payerName }) => ({
    subject: 'We could not verify your bank account',
    paragraphs: [
      `We could not verify the bank account you gave for payments from ${payerName}. Open the link in the first email from ${payerName} to enter your bank details again.`,
    ],
  }),
  es: ({ payerName }) => ({
    subject: 'No pudimos verificar su cuenta bancaria',
    paragraphs: [
      `No pudimos verificar la cuenta bancaria que indicó para los pagos de ${payerName}. Abra el enlace del primer correo de ${payerName} para ingresar sus datos bancarios de nuevo.`,
    ],
  }),
  pl: ({ payerName }) => ({
    subject: 'Nie udało się zweryfikować Twojego konta bankowego',
    paragraphs: [
      `Nie udało się zweryfikować konta bankowego podanego do płatności od ${payerName}. Otwórz link z pierwszej wiadomości od ${payerName}, aby ponownie wpisać dane bankowe.`,
    ],
  }),
});
