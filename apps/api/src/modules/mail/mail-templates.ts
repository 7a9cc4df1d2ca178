import { DEFAULT_LANGUAGE, formatDate, type Language } from '@raktsetu/contract';
import type { OutgoingMail } from './mail.service.js';

interface Words {
  subject: string;
  text: string;
}

const SIGNATURE: Record<Language, string> = {
  en: 'RaktSetu — connecting voluntary blood donors, blood banks and hospitals.',
  hi: 'रक्तसेतु — स्वैच्छिक रक्तदाताओं, ब्लड बैंकों और अस्पतालों को जोड़ता है।',
};

/**
 * Every mail is written in English and Hindi (issue 17, docs/decisions/0054): the recipient's language first
 * (English when the mail goes to someone without an account yet), then the other below a rule, so whoever opens
 * it — the addressee or a colleague reading over their shoulder — can read it. The subject is in the first one.
 */
function inBoth(
  to: string,
  purpose: string,
  words: Record<Language, Words>,
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return {
    to,
    purpose,
    subject: words[language].subject,
    text: `${words[language].text}\n\n${SIGNATURE[language]}\n\n————————————————————\n\n${words[other].text}\n\n${SIGNATURE[other]}`,
  };
}

/**
 * A day as the donor's language writes it: "05 Mar 2026", or "05 मार्च 2026" — Latin digits in both, as the
 * web app writes dates (docs/decisions/0054).
 */
export function dayIn(language: Language, day: string): string {
  if (language === 'en') return formatDate(day);
  return new Intl.DateTimeFormat('hi-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A scheduled camp as a donor near it is told of it. */
export interface CampForDonors {
  campName: string;
  /** YYYY-MM-DD, the camp's India day. */
  day: string;
  /** "09:00–15:00", or empty when the camp gave no hours. */
  hours: string;
  venue: string;
  city: string;
  organiser: string;
  bloodBank: string;
}

const campPlace = (camp: CampForDonors) => [camp.venue, camp.city].filter(Boolean).join(', ');

/**
 * Text messages to donors: short (one SMS part where the words allow), in the donor's language only — a text
 * has no room for both.
 */
export const donorTexts = {
  eligibleAgain(language: Language, firstName: string, day: string): string {
    return language === 'hi'
      ? `रक्तसेतु: ${firstName}, आप ${dayIn('hi', day)} से फिर रक्तदान कर सकते हैं। धन्यवाद!`
      : `RaktSetu: ${firstName}, you may give blood again from ${dayIn('en', day)}. Thank you!`;
  },
  campNearby(language: Language, camp: CampForDonors): string {
    const when = `${dayIn(language, camp.day)}${camp.hours ? ` ${camp.hours}` : ''}`;
    return language === 'hi'
      ? `रक्तसेतु: आपके पास रक्तदान शिविर "${camp.campName}", ${when}, ${campPlace(camp)}। आयोजक: ${camp.organiser}।`
      : `RaktSetu: blood donation camp "${camp.campName}" near you, ${when}, ${campPlace(camp)}. By ${camp.organiser}.`;
  },
};

export const mailTemplates = {
  /** To a donor whose interval since their last donation ends: they may give again (jobs/donor-notices.job.ts). */
  donorEligibleAgain(
    to: string,
    donor: { firstName: string; day: string },
    language?: Language,
  ): OutgoingMail {
    return inBoth(
      to,
      'donor-eligible',
      {
        en: {
          subject: 'RaktSetu: you may give blood again',
          text: `Dear ${donor.firstName},

From ${dayIn('en', donor.day)} you may give blood again: the interval since your last donation is over.

Any blood centre or camp near you will welcome you. Bring a photo identity card, eat a meal and drink water before you come, and tell the doctor about any illness or medicine since your last donation.

Thank you for giving blood.`,
        },
        hi: {
          subject: 'रक्तसेतु: आप फिर से रक्तदान कर सकते हैं',
          text: `प्रिय ${donor.firstName},

${dayIn('hi', donor.day)} से आप फिर से रक्तदान कर सकते हैं: आपके पिछले रक्तदान के बाद का अंतराल पूरा हो गया है।

आपके पास का कोई भी ब्लड बैंक या शिविर आपका स्वागत करेगा। फोटो पहचान पत्र साथ लाएँ, आने से पहले भोजन करें और पानी पिएँ, और पिछले रक्तदान के बाद की किसी बीमारी या दवा के बारे में डॉक्टर को बताएँ।

रक्तदान के लिए धन्यवाद।`,
        },
      },
      language,
    );
  },

  /** To a donor near a camp a blood centre scheduled, who may give on its day (jobs/donor-notices.job.ts). */
  campNearby(to: string, firstName: string, camp: CampForDonors, language?: Language): OutgoingMail {
    const hours = (words: string) => (camp.hours ? `\n${words}: ${camp.hours}` : '');
    return inBoth(
      to,
      'donor-camp',
      {
        en: {
          subject: `RaktSetu: blood donation camp near you on ${dayIn('en', camp.day)}`,
          text: `Dear ${firstName},

A blood donation camp is scheduled near you, and you may give blood on its day:

${camp.campName}
Date: ${dayIn('en', camp.day)}${hours('Time')}
Place: ${campPlace(camp)}
Organised by: ${camp.organiser}
Blood centre: ${camp.bloodBank}

Come with a photo identity card, after a meal and plenty of water. Thank you for giving blood.`,
        },
        hi: {
          subject: `रक्तसेतु: ${dayIn('hi', camp.day)} को आपके पास रक्तदान शिविर`,
          text: `प्रिय ${firstName},

आपके पास एक रक्तदान शिविर आयोजित है, और उस दिन आप रक्तदान कर सकते हैं:

${camp.campName}
तारीख: ${dayIn('hi', camp.day)}${hours('समय')}
स्थान: ${campPlace(camp)}
आयोजक: ${camp.organiser}
ब्लड बैंक: ${camp.bloodBank}

फोटो पहचान पत्र साथ लाएँ, और भोजन करके व भरपूर पानी पीकर आएँ। रक्तदान के लिए धन्यवाद।`,
        },
      },
      language,
    );
  },

  registrationReceived(to: string, institutionName: string): OutgoingMail {
    return inBoth(to, 'registration', {
      en: {
        subject: 'RaktSetu: registration received',
        text: `Thank you for registering ${institutionName} on RaktSetu.\n\nOur team will verify the details and certificate you sent. You will receive an e-mail with a link to set your password once the institution is approved.`,
      },
      hi: {
        subject: 'रक्तसेतु: पंजीकरण प्राप्त हुआ',
        text: `रक्तसेतु पर ${institutionName} का पंजीकरण करने के लिए धन्यवाद।\n\nहमारी टीम आपके भेजे गए विवरण और प्रमाणपत्र की जाँच करेगी। संस्था स्वीकृत होते ही आपको पासवर्ड सेट करने के लिंक वाला ई-मेल मिलेगा।`,
      },
    });
  },

  /**
   * Sent instead of an error when a registration names an e-mail that already belongs to an account: the
   * answer on screen stays the same, so the form cannot be used to find out who has one.
   */
  registrationWithKnownEmail(to: string, institutionName: string, publicUrl: string): OutgoingMail {
    return inBoth(to, 'registration', {
      en: {
        subject: 'RaktSetu: a registration used your e-mail address',
        text: `Someone asked to register ${institutionName} on RaktSetu with this e-mail address, which already belongs to a RaktSetu account or institution. Nothing was registered.

If it was you, sign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgetPassword. If it was not you, you can ignore this mail.`,
      },
      hi: {
        subject: 'रक्तसेतु: किसी पंजीकरण में आपके ई-मेल पते का उपयोग हुआ',
        text: `किसी ने इस ई-मेल पते से रक्तसेतु पर ${institutionName} का पंजीकरण करने का अनुरोध किया, जो पहले से किसी रक्तसेतु खाते या संस्था का है। कुछ भी पंजीकृत नहीं हुआ।

यदि यह आप थे, तो ${publicUrl}/login पर साइन इन करें, या ${publicUrl}/forgetPassword पर अपना पासवर्ड रीसेट करें। यदि यह आप नहीं थे, तो इस मेल को अनदेखा कर सकते हैं।`,
      },
    });
  },

  institutionApproved(to: string, institutionName: string, link: string, language?: Language): OutgoingMail {
    return inBoth(
      to,
      'approval',
      {
        en: {
          subject: 'RaktSetu: your institution is approved',
          text: `${institutionName} has been approved on RaktSetu.\n\nSet your password to sign in (the link works once and for 7 days):\n${link}`,
        },
        hi: {
          subject: 'रक्तसेतु: आपकी संस्था स्वीकृत हो गई है',
          text: `${institutionName} को रक्तसेतु पर स्वीकृति मिल गई है।\n\nसाइन इन करने के लिए अपना पासवर्ड सेट करें (लिंक एक बार और 7 दिनों तक काम करता है):\n${link}`,
        },
      },
      language,
    );
  },

  /** To a lab member a blood centre added in its settings: the link sets their password. */
  labMemberAdded(to: string, centreName: string, labName: string, link: string): OutgoingMail {
    return inBoth(to, 'lab-member', {
      en: {
        subject: `RaktSetu: ${centreName} added you to its lab`,
        text: `${centreName} added you on RaktSetu as a member of its lab "${labName}". You will see the lab's samples and results.\n\nSet your password to sign in (the link works once and for 7 days):\n${link}`,
      },
      hi: {
        subject: `रक्तसेतु: ${centreName} ने आपको अपनी लैब में जोड़ा`,
        text: `${centreName} ने आपको रक्तसेतु पर अपनी लैब "${labName}" के सदस्य के रूप में जोड़ा है। आप लैब के सैंपल और परिणाम देख सकेंगे।\n\nसाइन इन करने के लिए अपना पासवर्ड सेट करें (लिंक एक बार और 7 दिनों तक काम करता है):\n${link}`,
      },
    });
  },

  institutionDeclined(
    to: string,
    institutionName: string,
    reason: string,
    publicUrl: string,
    language?: Language,
  ): OutgoingMail {
    return inBoth(
      to,
      'approval',
      {
        en: {
          subject: 'RaktSetu: your registration was declined',
          text: `The registration of ${institutionName} on RaktSetu was declined.\n\nReason: ${reason}\n\nTo correct it, register again at ${publicUrl}/signup with the same contact e-mail: your registration will be reviewed again.\n\nIf you have questions about this decision, reply to this mail.`,
        },
        hi: {
          subject: 'रक्तसेतु: आपका पंजीकरण अस्वीकार किया गया',
          text: `रक्तसेतु पर ${institutionName} का पंजीकरण अस्वीकार कर दिया गया।\n\nकारण: ${reason}\n\nइसे ठीक करने के लिए उसी संपर्क ई-मेल से ${publicUrl}/signup पर फिर से पंजीकरण करें: आपके पंजीकरण की फिर से समीक्षा होगी।\n\nइस निर्णय के बारे में कोई प्रश्न हो तो इस मेल का उत्तर दें।`,
        },
      },
      language,
    );
  },

  /** To a blood centre an NGO asks to run a camp: the request waits under Camp → Pending. */
  campRequested(
    to: string,
    camp: { ngoName: string; centreName: string; campName: string; day: string; venue: string },
    publicUrl: string,
    language?: Language,
  ): OutgoingMail {
    return inBoth(
      to,
      'camp',
      {
        en: {
          subject: `RaktSetu: ${camp.ngoName} asks you to run a blood donation camp`,
          text: `${camp.ngoName} asks ${camp.centreName} to run the blood donation camp "${camp.campName}" on ${camp.day} at ${camp.venue}.

Schedule it (with the beds and target your team can hold) or decline it with a reason under Camp → Pending:
${publicUrl}/camp?type=Pending`,
        },
        hi: {
          subject: `रक्तसेतु: ${camp.ngoName} ने आपसे रक्तदान शिविर लगाने का अनुरोध किया है`,
          text: `${camp.ngoName} ने ${camp.centreName} से ${camp.day} को ${camp.venue} में रक्तदान शिविर "${camp.campName}" लगाने का अनुरोध किया है।

इसे शेड्यूल करें (जितने बेड और लक्ष्य आपकी टीम संभाल सके) या कैंप → लंबित में कारण देकर अस्वीकार करें:
${publicUrl}/camp?type=Pending`,
        },
      },
      language,
    );
  },

  /** To the NGO that asked for a camp: the blood centre scheduled it, or declined it with its reason. */
  campAnswered(
    to: string,
    camp: { centreName: string; campName: string; day: string; declineComment: string | null },
    publicUrl: string,
    language?: Language,
  ): OutgoingMail {
    const declined = camp.declineComment !== null;
    return inBoth(
      to,
      'camp',
      {
        en: {
          subject: `RaktSetu: ${camp.centreName} ${declined ? 'declined' : 'scheduled'} "${camp.campName}"`,
          text: declined
            ? `${camp.centreName} declined the blood donation camp "${camp.campName}".

Reason: ${camp.declineComment}

You can plan another camp under Camp → Create Camp:
${publicUrl}/camp`
            : `${camp.centreName} scheduled the blood donation camp "${camp.campName}" on ${camp.day}.

Assign your donors to it from the camp's Donors list:
${publicUrl}/camp`,
        },
        hi: {
          subject: `रक्तसेतु: ${camp.centreName} ने "${camp.campName}" ${declined ? 'अस्वीकार किया' : 'शेड्यूल किया'}`,
          text: declined
            ? `${camp.centreName} ने रक्तदान शिविर "${camp.campName}" अस्वीकार कर दिया।

कारण: ${camp.declineComment}

आप कैंप → कैंप बनाएँ में दूसरा शिविर योजना बना सकते हैं:
${publicUrl}/camp`
            : `${camp.centreName} ने रक्तदान शिविर "${camp.campName}" ${camp.day} को शेड्यूल किया है।

शिविर की रक्तदाता सूची से अपने रक्तदाताओं को इसमें जोड़ें:
${publicUrl}/camp`,
        },
      },
      language,
    );
  },

  donorVerificationCode(
    to: string,
    code: string,
    institutionName: string,
    minutes: number,
    language?: Language,
  ): OutgoingMail {
    return inBoth(
      to,
      'donor-otp',
      {
        en: {
          subject: `RaktSetu: your code for ${institutionName}`,
          text: `${institutionName} asked to verify you as a blood donor on RaktSetu. If you are with them, tell them this code: ${code}.\n\nIt is valid for ${minutes} minutes. Once verified, ${institutionName} can see your donation history, lab results and medical notes on RaktSetu. If you did not expect this, do not share the code.`,
        },
        hi: {
          subject: `रक्तसेतु: ${institutionName} के लिए आपका कोड`,
          text: `${institutionName} ने रक्तसेतु पर आपको रक्तदाता के रूप में सत्यापित करने का अनुरोध किया है। यदि आप उनके साथ हैं, तो उन्हें यह कोड बताएँ: ${code}।\n\nयह ${minutes} मिनट तक मान्य है। सत्यापन के बाद ${institutionName} रक्तसेतु पर आपका रक्तदान इतिहास, लैब परिणाम और चिकित्सा टिप्पणियाँ देख सकेगा। यदि आपको इसकी अपेक्षा नहीं थी, तो कोड साझा न करें।`,
        },
      },
      language,
    );
  },

  passwordResetCode(to: string, code: string, minutes: number, language?: Language): OutgoingMail {
    return inBoth(
      to,
      'password-reset',
      {
        en: {
          subject: 'RaktSetu: your password reset code',
          text: `Your RaktSetu password reset code is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail: your password is unchanged.`,
        },
        hi: {
          subject: 'रक्तसेतु: आपका पासवर्ड रीसेट कोड',
          text: `आपका रक्तसेतु पासवर्ड रीसेट कोड ${code} है।\n\nयह ${minutes} मिनट तक मान्य है और एक बार उपयोग किया जा सकता है। यदि आपने इसका अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपका पासवर्ड नहीं बदला है।`,
        },
      },
      language,
    );
  },

  /** To a new administrator: who added them, and the link that sets their password and activates them. */
  administratorAdded(
    to: string,
    admin: { firstName: string; addedBy: string; link: string; linkDays: number },
    publicUrl: string,
  ): OutgoingMail {
    return inBoth(to, 'admin-added', {
      en: {
        subject: 'RaktSetu: you are now a super administrator',
        text: `Hello ${admin.firstName},\n\n${admin.addedBy} added you as a super administrator of RaktSetu.\n\nSet your password to activate your account (the link works once and for ${admin.linkDays} days):\n${admin.link}\n\nThen sign in at ${publicUrl}/Super-Admin/login`,
      },
      hi: {
        subject: 'रक्तसेतु: अब आप सुपर एडमिनिस्ट्रेटर हैं',
        text: `नमस्ते ${admin.firstName},\n\n${admin.addedBy} ने आपको रक्तसेतु का सुपर एडमिनिस्ट्रेटर बनाया है।\n\nअपना खाता सक्रिय करने के लिए पासवर्ड सेट करें (लिंक एक बार और ${admin.linkDays} दिनों तक काम करता है):\n${admin.link}\n\nफिर ${publicUrl}/Super-Admin/login पर साइन इन करें`,
      },
    });
  },
};
