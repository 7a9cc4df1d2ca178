import type { OutgoingMail } from './mail.service.js';

const signature = '\n\nRaktSetu — connecting voluntary blood donors, blood banks and hospitals.';

export const mailTemplates = {
  registrationReceived(to: string, institutionName: string): OutgoingMail {
    return {
      to,
      purpose: 'registration',
      subject: 'RaktSetu: registration received',
      text: `Thank you for registering ${institutionName} on RaktSetu.\n\nOur team will verify the details and certificate you sent. You will receive an e-mail with a link to set your password once the institution is approved.${signature}`,
    };
  },

  /**
   * Sent instead of an error when a registration names an e-mail that already belongs to an account: the
   * answer on screen stays the same, so the form cannot be used to find out who has one.
   */
  registrationWithKnownEmail(to: string, institutionName: string, publicUrl: string): OutgoingMail {
    return {
      to,
      purpose: 'registration',
      subject: 'RaktSetu: a registration used your e-mail address',
      text: `Someone asked to register ${institutionName} on RaktSetu with this e-mail address, which already belongs to a RaktSetu account or institution. Nothing was registered.

If it was you, sign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgetPassword. If it was not you, you can ignore this mail.${signature}`,
    };
  },

  institutionApproved(to: string, institutionName: string, link: string): OutgoingMail {
    return {
      to,
      purpose: 'approval',
      subject: 'RaktSetu: your institution is approved',
      text: `${institutionName} has been approved on RaktSetu.\n\nSet your password to sign in (the link works once and for 7 days):\n${link}${signature}`,
    };
  },

  /** To a lab member a blood centre added in its settings: the link sets their password. */
  labMemberAdded(to: string, centreName: string, labName: string, link: string): OutgoingMail {
    return {
      to,
      purpose: 'lab-member',
      subject: `RaktSetu: ${centreName} added you to its lab`,
      text: `${centreName} added you on RaktSetu as a member of its lab "${labName}". You will see the lab's samples and results.\n\nSet your password to sign in (the link works once and for 7 days):\n${link}${signature}`,
    };
  },

  institutionDeclined(to: string, institutionName: string, reason: string, publicUrl: string): OutgoingMail {
    return {
      to,
      purpose: 'approval',
      subject: 'RaktSetu: your registration was declined',
      text: `The registration of ${institutionName} on RaktSetu was declined.\n\nReason: ${reason}\n\nTo correct it, register again at ${publicUrl}/signup with the same contact e-mail: your registration will be reviewed again.\n\nIf you have questions about this decision, reply to this mail.${signature}`,
    };
  },

  /** To a blood centre an NGO asks to run a camp: the request waits under Camp → Pending. */
  campRequested(
    to: string,
    camp: { ngoName: string; centreName: string; campName: string; day: string; venue: string },
    publicUrl: string,
  ): OutgoingMail {
    return {
      to,
      purpose: 'camp',
      subject: `RaktSetu: ${camp.ngoName} asks you to run a blood donation camp`,
      text: `${camp.ngoName} asks ${camp.centreName} to run the blood donation camp "${camp.campName}" on ${camp.day} at ${camp.venue}.

Schedule it (with the beds and target your team can hold) or decline it with a reason under Camp → Pending:
${publicUrl}/camp?type=Pending${signature}`,
    };
  },

  /** To the NGO that asked for a camp: the blood centre scheduled it, or declined it with its reason. */
  campAnswered(
    to: string,
    camp: { centreName: string; campName: string; day: string; declineComment: string | null },
    publicUrl: string,
  ): OutgoingMail {
    const declined = camp.declineComment !== null;
    return {
      to,
      purpose: 'camp',
      subject: `RaktSetu: ${camp.centreName} ${declined ? 'declined' : 'scheduled'} "${camp.campName}"`,
      text: declined
        ? `${camp.centreName} declined the blood donation camp "${camp.campName}".

Reason: ${camp.declineComment}

You can plan another camp under Camp → Create Camp:
${publicUrl}/camp${signature}`
        : `${camp.centreName} scheduled the blood donation camp "${camp.campName}" on ${camp.day}.

Assign your donors to it from the camp's Donors list:
${publicUrl}/camp${signature}`,
    };
  },

  donorVerificationCode(to: string, code: string, institutionName: string, minutes: number): OutgoingMail {
    return {
      to,
      purpose: 'donor-otp',
      subject: `RaktSetu: your code for ${institutionName}`,
      text: `${institutionName} asked to verify you as a blood donor on RaktSetu. If you are with them, tell them this code: ${code}.\n\nIt is valid for ${minutes} minutes. Once verified, ${institutionName} can see your donation history, lab results and medical notes on RaktSetu. If you did not expect this, do not share the code.${signature}`,
    };
  },

  passwordResetCode(to: string, code: string, minutes: number): OutgoingMail {
    return {
      to,
      purpose: 'password-reset',
      subject: 'RaktSetu: your password reset code',
      text: `Your RaktSetu password reset code is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail: your password is unchanged.${signature}`,
    };
  },
};
