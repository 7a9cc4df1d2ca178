/**
 * Every text a person reads that the two specs spell out: the error catalogues (§8), the validation
 * messages (§5), the success texts and the empty states. The wording, capitals, punctuation and
 * misspellings are the spec's on purpose — clients written against the original product compare them
 * verbatim — so never "fix" a value here; the key carries the meaning.
 *
 * Where the two parts spell the same idea differently (for example "Declined successfully!" in part 1,
 * "Declined successfully" in part 2), both texts are kept under separate keys.
 */
export const MESSAGES = {
  // Sign-in, password reset and registration (docs/spec/part-1-institution-side.md §5, §8).
  loginInvalid: 'Enter valid email and password',
  enterValidId: 'Enter valid id',
  invalidOtp: 'Invalid OTP',
  passwordEmpty: 'Password is empty',
  passwordMismatch: 'Password doesn’t match',
  passwordWeak: 'Password doesn’t match the requirment',
  invalidLink: 'Invalid link',
  checkDeclaration: 'Please check Declaration & Undertaking',
  allFiledsRequired: 'All Fileds Is Required',
  somethingWentWrong: 'Something went wrong',

  // Camps (docs/spec/part-1-institution-side.md §5, §8; docs/spec/part-2-operations-and-admin.md §5).
  campAllFiledsRequired: 'All Fileds Is Required!',
  selectDateTodayOrAfter: 'select date today/after today!',
  selectDateAfterToday: 'Please select date after today!',
  commentRequiredForDeclineCamp: '*Comment Is Required For Decline Camp Request',
  planMinimumUnits: 'Plan minimum 100 units',
  planTargetHint: 'Plan for & maximize this oppotunity',
  toAfterFrom: 'To should be greater than from',

  // Donors, patients and the donation form (docs/spec/part-1-institution-side.md §5, §8).
  donorDataFiledsRequired: 'All fileds are Required',
  fillRequiredDetails: 'Please fill required details!',
  enterRequiredDetails: 'Please enter required details!',
  invalidEmail: 'Invalid email!',
  aadharMismatch: 'Aadhar & confirm aadhar number must match!',
  fillDetailsAndQuestions: 'Please fill on the Details and Questions',

  // Inventory (docs/spec/part-2-operations-and-admin.md §5, §8).
  fillAllInformation: 'Please fill all information.',
  updateStockEmpty: 'Please Update Stock!',
  confirmDispose: 'Are you sure you want to Dispose the selected units?',
  confirmDelete: 'Do you want to delete?',

  // Lab (docs/spec/part-2-operations-and-admin.md §5), in the order the bulk form checks them.
  enterBloodGroup: 'Enter Blood Group',
  enterHb: 'Enter Hb',
  enterReportNo: 'Enter Report No',
  enterWeight: 'Enter Weight',
  enterBloodPressure: 'Enter Blood Pressure',
  enterTestedBy: 'Enter Tested By',
  enterAddedAt: 'Enter Added At',
  enterValidData: 'Enter valid data',
  mailInUse: 'You are trying to use an mail id which is already in use.',

  // Blocking, declining and the super-administrator forms (docs/spec/part-2-operations-and-admin.md §5, §8).
  reasonRequired: '*Reason Is Required',
  commentRequiredForDecline: '*Comment Is Required For Decline',
  commentRequired: '*Comment Is Required',
  commentIsRequired: 'comment is required',
  planFieldsRequired: 'All Fields required !',
  personalInfoRequired: 'All Personal Info. Is Required',
  permissionsRequired: 'All Permissions Is Required',

  // Success texts, docs/spec/part-1-institution-side.md §8.
  registered: 'User registered successfully, please check your email',
  registeredFacilitator: 'User Camp org. / NGO registered successfully, please check your email',
  newInstitutionAdded: 'New Institution added successfully',
  otpSent: 'OTP sent to email',
  bloodRequested: 'Blood requested Successfully!',
  verified: 'Verified successfully!',
  declined: 'Declined successfully!',
  edited: 'Edit successfully!',
  campAdded: 'The Camp Has Been Added Successfully',
  ngoCampCreated: 'Donation Camp Create successfully',
  assignDepute: 'Assign/Depute successfully',
  donorBlocked: 'The Donor has been Blocked successfully!',
  donorAdded: 'Donor added successfully!',
  patientAdded: 'Patient added successfully!',

  // Success texts, docs/spec/part-2-operations-and-admin.md §8.
  transferred: 'Transfer Successfully',
  issued: 'Issue Successfully',
  inventoryDeclined: 'Declined successfully',
  added: 'Added successfully',
  inventoryAssignDepute: 'Assign/Depute Successfully',
  stockUpdated: 'Stock Updated Successfully',
  userBlocked: 'User Blocked Successfully',
  requestDeclined: 'Request Decline Successfully!',
  requestApproved: 'Request Approve Successfully!',
  institutionBlocked: 'Institution Blocked',
  institutionUnlocked: 'Institution Unlocked',
  planAdded: 'Plan Add Successfully!',
  adminAdded: 'Admin Add Successfully',
  adminEdited: 'Admin Edit Successfully',
  adminDeleted: 'Delete Admin',
  adminActivated: 'Active Admin',
  adminDeactivated: 'Deactive Admin',

  // Empty states, docs/spec/part-1-institution-side.md §2 and §8. Part 1 writes the typographic ’ in §8 and the straight ' in §2.
  noNewRequestForBlood: 'No New Request for blood',
  noNewRequest: 'No New Request',
  noDonorsScheduled: 'No Donors scheduled for donation',
  noDonationDrivesPlanned: 'No donation drives planned',
  looksLikeNoDonationDrives: 'Looks like no donation drives planned',
  noPendingCampList: 'No Pending Camp List',
  noCampList: 'No Camp List',
  noUnitsDashboard: 'Looks like you don’t have any unit',
  noAgeingUnits: "Looks like you don't have any ageing unit",
  nonePendingApproval: 'None pending Approval',
  noneAwaitingApproval: 'None awaiting Approval',
  noDonorsNearby: 'No Donors Available nearby',
  noDonorsForDonation: 'No Donors Available for Donation',
  noUsers: 'No Users Available',
  noRecepient: 'No Recepient Available',
  noRequest: 'No Request',
  noData: 'No Data Available',

  // Empty states, docs/spec/part-2-operations-and-admin.md §2 and §8.
  noLabResults: 'No Lab results added yet',
  noSamples: 'No samples received',
  noChatSelected: 'Looks like you have made things very clear!',
  noDonationData: 'Donation Data Not Available',
  noCityList: 'No City List',
  noRatings: 'No Ratings Available',
  noUnitsInventory: "Looks like you don't have any unit",

  // Texts the specs leave out ("not shown"); worded in the product's voice (docs/decisions/0015).
  invalidPhone: 'Enter valid mobile number',
  invalidBlockPeriod: 'Block period must be whole days, not more than 6 months',
  invalidDate: 'Enter valid date',
  passwordRule:
    'Password must have at least 8 characters, with upper-case and lower-case letters, a digit and one of # ? ! @ $ % ^ & * -',
  donorDonated: 'Donor donated successfully!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** docs/spec/part-2-operations-and-admin.md §5: the error of the issue-to-process form when the entered volume is too large. */
export function volumeExceedsMessage(totalMl: number): string {
  return `You cannot exceeds more than ${totalMl} ml.`;
}

/** docs/spec/part-2-operations-and-admin.md §8: "N units of group component disposed as waste". */
export function disposedAsWasteMessage(units: number, bloodGroup: string, component: string): string {
  return `${units} units of ${bloodGroup} ${component} disposed as waste`;
}

/** docs/spec/part-2-operations-and-admin.md §8 ("group component issued to patient"); docs/spec/part-1-institution-side.md §8 names the same message. */
export function issuedToPatientMessage(bloodGroup: string, component: string): string {
  return `${bloodGroup} ${component} issued to patient`;
}
