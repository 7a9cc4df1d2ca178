/**
 * Names, cities and localities for seeded people. Real places with approximate coordinates and their postal
 * codes, so maps, distances and nearby searches behave as they will in use; names as the people of each
 * region are commonly called, so a list of a Pune blood bank reads like one.
 */

export type Community =
  | 'marathi'
  | 'hindi'
  | 'punjabi'
  | 'gujarati'
  | 'rajasthani'
  | 'bengali'
  | 'assamese'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayali'
  | 'muslim';

/** A list written as words separated by white space, so the lists stay readable blocks of text. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);
/** A list written comma-separated, for entries of several words. */
const items = (text: string): readonly string[] => text.split(',').map((item) => item.trim());

interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Surnames carried by women only (Kaur), taken by about half the women of the community. */
  femaleSurnames?: readonly string[];
}

export const NAMES: Record<Community, NamePool> = {
  marathi: {
    male: words(`
      Aniket Sachin Rahul Omkar Sagar Swapnil Prasad Tushar Amol Nikhil Shubham Pratik Rohan Vishal
      Ganesh Mahesh Sandeep Akshay Vaibhav Siddharth Yogesh Mangesh Abhijit Ajinkya Chinmay Sushant
      Aditya Kedar Nilesh Suhas
    `),
    female: words(`
      Sneha Pooja Priyanka Ashwini Snehal Prajakta Madhuri Rutuja Sayali Shruti Vaishali Manasi Gauri
      Aarti Anuja Dipali Kavita Smita Supriya Tejaswini Mrunal Ketaki Radhika Shital Pallavi
    `),
    surnames: words(`
      Patil Deshmukh Kulkarni Joshi Jadhav Pawar Shinde More Gaikwad Deshpande Kale Bhosale Chavan
      Salunkhe Kadam Sawant Gokhale Apte Phadke Mane Nikam Wagh Thorat Sathe Karande Jagtap Gadgil
      Ranade Shirke Mhatre
    `),
  },
  hindi: {
    male: words(`
      Rahul Amit Rohit Vikas Ankit Saurabh Gaurav Deepak Manish Rajesh Sanjay Abhishek Vivek Nitin
      Pankaj Ajay Sumit Alok Ashish Arun Mohit Vikram Anuj Kunal Harsh Prashant Shashank Ravi Himanshu
      Ayush
    `),
    female: words(`
      Neha Pooja Priya Anjali Shweta Ritu Sonia Kavita Sunita Nisha Preeti Swati Divya Komal Ankita
      Shalini Rekha Meenakshi Aishwarya Shikha Pallavi Garima Aparna Richa Shivani
    `),
    surnames: words(`
      Sharma Verma Gupta Singh Yadav Mishra Pandey Tiwari Srivastava Chauhan Agarwal Saxena Tripathi
      Dubey Rastogi Kumar Jain Bansal Goel Mittal Chaudhary Rawat Bisht Negi Shukla Awasthi Bajpai
      Sinha Prasad Thakur
    `),
  },
  punjabi: {
    male: words(`
      Gurpreet Harpreet Manpreet Jaspreet Amandeep Navdeep Simranjit Karan Arjun Rajinder Sukhwinder
      Balwinder Inderjit Paramjit Kuldeep Gagandeep Harjot Rohan
    `),
    female: words(`
      Simran Harleen Jasleen Manpreet Navneet Gurleen Rajwinder Amrit Kiran Parminder Mehak Ishita
      Tanvi Ritika
    `),
    surnames: words(`
      Singh Gill Sandhu Dhillon Sidhu Grewal Bajwa Malhotra Kapoor Khanna Arora Ahuja Sethi Bhatia
      Chopra Anand Talwar Suri Walia Oberoi
    `),
    femaleSurnames: ['Kaur'],
  },
  gujarati: {
    male: words(`
      Hardik Jignesh Chirag Ketan Nirav Bhavesh Mehul Paresh Dhaval Parth Kalpesh Hitesh Rakesh Viral
      Jay Tejas Harshil Sanket
    `),
    female: words(`
      Hetal Krupa Nidhi Khushbu Bhoomi Dhara Foram Jinal Komal Pooja Riddhi Urvi Mansi Payal Hiral
      Drashti
    `),
    surnames: words(`
      Patel Shah Mehta Desai Joshi Trivedi Pandya Parikh Modi Bhatt Vyas Chauhan Solanki Thakkar Dave
      Raval Gandhi Doshi Amin Panchal
    `),
  },
  rajasthani: {
    male: words(`
      Mahendra Narendra Devendra Bhawani Ramesh Lokesh Hemant Jitendra Dinesh Mukesh Suresh Vikram
      Yash Kapil Rajendra Manoj
    `),
    female: words(`
      Sunita Manju Kamla Lalita Priyanka Pooja Mamta Suman Anita Rekha Sarita Kiran Bhawna Neelam
    `),
    surnames: words(`
      Rathore Shekhawat Meena Choudhary Sharma Agarwal Jain Maheshwari Khandelwal Gehlot Solanki
      Purohit Saini Jangid Bairwa Kumawat
    `),
  },
  bengali: {
    male: words(`
      Sourav Arijit Subhajit Debashis Abhijit Anirban Partha Sudip Rajib Tanmoy Sayan Indranil Kaushik
      Soumya Biswajit Arnab Sandip Prosenjit
    `),
    female: words(`
      Priyanka Moumita Sreeparna Rituparna Debjani Tanushree Payel Sumana Ananya Sharmistha Poulami
      Rupa Shreya Mou Sanchita Tania
    `),
    surnames: words(`
      Banerjee Chatterjee Mukherjee Ghosh Bose Das Dutta Sen Roy Chakraborty Bhattacharya Sarkar Saha
      Mondal Majumdar Ganguly Pal Biswas Halder Nandi
    `),
  },
  assamese: {
    male: words(`
      Bhaskar Pranjal Dhruba Hiranya Rupam Bikash Jyotirmoy Manash Dipankar Kaushik Nayan Mrinal
      Partha Anupam
    `),
    female: words(`
      Nilakshi Pallavi Bornali Jonali Rupjyoti Dimpi Ankita Priyanka Moushumi Gitanjali Trishna
      Pranamika
    `),
    surnames: words(`
      Baruah Bora Gogoi Saikia Hazarika Kalita Sarma Deka Bhuyan Phukan Goswami Das Nath Talukdar
      Choudhury Medhi
    `),
  },
  tamil: {
    male: words(`
      Karthik Arun Senthil Prakash Ramesh Suresh Vignesh Balaji Saravanan Murugan Dinesh Gokul Harish
      Manikandan Sathish Venkatesh Aravind Naveen Tamilselvan Raghu
    `),
    female: words(`
      Priya Divya Lakshmi Meena Kavya Deepa Revathi Saranya Gayathri Anitha Sangeetha Nandhini
      Keerthana Bhuvana Malathi Janani Abirami Vidhya
    `),
    surnames: words(`
      Subramanian Krishnan Natarajan Raman Srinivasan Rajendran Murugesan Iyer Iyengar Pillai Selvam
      Kannan Annamalai Sundaram Venkatesan Balasubramanian Chandrasekaran Ramasamy Arumugam Palanisamy
    `),
  },
  telugu: {
    male: words(`
      Srinivas Venkat Ravi Kiran Praveen Sai Naresh Sreekanth Chaitanya Mahesh Rajesh Vamsi Harsha
      Phani Sudheer Anil Krishna Teja
    `),
    female: words(`
      Lakshmi Sravani Swathi Bhavani Sirisha Padma Haritha Anusha Keerthi Madhavi Sowmya Divya Mounika
      Sahithi Pravallika
    `),
    surnames: words(`
      Reddy Rao Naidu Chowdary Varma Raju Goud Sastry Prasad Kumar Murthy Yadav Chary Setty Nayak
      Mudiraj
    `),
  },
  kannada: {
    male: words(`
      Manjunath Raghavendra Prashanth Shivakumar Santosh Girish Naveen Chetan Harish Nagaraj Basavaraj
      Mallikarjun Darshan Kiran Vinay Puneeth Sunil
    `),
    female: words(`
      Kavya Shwetha Deepa Rashmi Pavithra Sahana Anitha Bhavya Shilpa Roopa Chaitra Ramya Divya
      Spandana Nandini Vidya
    `),
    surnames: words(`
      Gowda Hegde Shetty Rao Bhat Kamath Naik Patil Kulkarni Murthy Shenoy Prabhu Nayak Acharya
      Upadhya Hiremath Rai
    `),
  },
  malayali: {
    male: words(`
      Arun Anoop Rajeev Sreejith Vishnu Jithin Akhil Nikhil Sanjay Biju Shibu Manoj Renjith Sujith
      Abhilash Joseph Thomas Jose Midhun Sebastian
    `),
    female: words(`
      Anjali Aswathy Lekshmi Divya Reshma Sruthi Neethu Sneha Athira Anju Mary Ancy Jincy Remya
      Sreelakshmi Teena
    `),
    surnames: words(`
      Nair Menon Pillai Kurup Varghese Thomas Mathew Joseph George Kurian Panicker Warrier Nambiar
      Krishnan Cherian Jacob Philip Unnikrishnan
    `),
  },
  muslim: {
    male: words(`
      Mohammed Imran Irfan Salman Faisal Arif Aamir Shahid Asif Javed Sameer Rizwan Tariq Wasim Zaid
      Nadeem Sohail Anwar Mustafa Yusuf
    `),
    female: words(`
      Ayesha Fatima Sana Zoya Nazia Farah Heena Rukhsar Shabnam Tabassum Yasmin Nasreen Afreen Zainab
      Mehreen Alisha
    `),
    surnames: words(`
      Khan Shaikh Ansari Qureshi Siddiqui Sayyed Pathan Mirza Hussain Ahmed Malik Rizvi Momin Kazi
      Baig Farooqui
    `),
  },
};

export type AddressStyle =
  | 'maharashtra'
  | 'karnataka'
  | 'delhi'
  | 'tamilNadu'
  | 'bengal'
  | 'telangana'
  | 'gujarat'
  | 'rajasthan'
  | 'uttarPradesh'
  | 'kerala'
  | 'assam';

export interface Locality {
  name: string;
  latitude: number;
  longitude: number;
  zipcode: string;
  /** A town of the metropolitan area with its own name (Thane, Noida); the city's own name otherwise. */
  city?: string;
  state?: string;
}

export interface CityProfile {
  name: string;
  /** Other names an institution's address may give for a place of this metropolitan area. */
  aliases: readonly string[];
  state: string;
  latitude: number;
  longitude: number;
  /** Relative share of a national population spread over the cities (metropolitan size, roughly). */
  weight: number;
  communities: Partial<Record<Community, number>>;
  address: AddressStyle;
  localities: readonly Locality[];
  /** Made-up blood banks of the city, named as the source of units given to patients. */
  bloodBanks: readonly string[];
}

const l = (
  name: string,
  latitude: number,
  longitude: number,
  zipcode: string,
  city?: string,
  state?: string,
): Locality => ({
  name,
  latitude,
  longitude,
  zipcode,
  ...(city ? { city } : {}),
  ...(state ? { state } : {}),
});

export const CITIES: readonly CityProfile[] = [
  {
    name: 'Pune',
    aliases: ['Pimpri-Chinchwad', 'Pimpri', 'Chinchwad'],
    state: 'Maharashtra',
    latitude: 18.5204,
    longitude: 73.8567,
    weight: 7,
    communities: {
      marathi: 60,
      hindi: 12,
      muslim: 8,
      gujarati: 4,
      rajasthani: 2,
      punjabi: 3,
      bengali: 2,
      kannada: 3,
      telugu: 2,
      tamil: 2,
      malayali: 2,
    },
    address: 'maharashtra',
    localities: [
      l('Shivajinagar', 18.5308, 73.8475, '411005'),
      l('Deccan Gymkhana', 18.5167, 73.8415, '411004'),
      l('Erandwane', 18.5089, 73.8259, '411004'),
      l('Kothrud', 18.5074, 73.8077, '411038'),
      l('Karve Nagar', 18.4894, 73.8186, '411052'),
      l('Warje', 18.485, 73.799, '411058'),
      l('Sinhagad Road', 18.4716, 73.8211, '411041'),
      l('Sadashiv Peth', 18.5112, 73.848, '411030'),
      l('Swargate', 18.5018, 73.8636, '411042'),
      l('Camp', 18.5158, 73.8785, '411001'),
      l('Koregaon Park', 18.5362, 73.894, '411001'),
      l('Yerawada', 18.5536, 73.8837, '411006'),
      l('Viman Nagar', 18.5679, 73.9143, '411014'),
      l('Kharadi', 18.5515, 73.9348, '411014'),
      l('Hadapsar', 18.5089, 73.926, '411028'),
      l('Kondhwa', 18.4697, 73.8897, '411048'),
      l('Bibwewadi', 18.478, 73.863, '411037'),
      l('Katraj', 18.4529, 73.8652, '411046'),
      l('Aundh', 18.558, 73.8075, '411007'),
      l('Baner', 18.559, 73.7868, '411045'),
      l('Pashan', 18.5378, 73.7946, '411021'),
      l('Dhanori', 18.591, 73.899, '411015'),
      l('Wagholi', 18.58, 73.98, '412207'),
      l('Wakad', 18.5987, 73.765, '411057'),
      l('Hinjawadi', 18.5913, 73.7389, '411057'),
      l('Pimple Saudagar', 18.599, 73.801, '411027', 'Pimpri-Chinchwad'),
      l('Pimpri', 18.6298, 73.7997, '411018', 'Pimpri-Chinchwad'),
      l('Chinchwad', 18.6446, 73.792, '411033', 'Pimpri-Chinchwad'),
      l('Nigdi', 18.651, 73.77, '411044', 'Pimpri-Chinchwad'),
      l('Bhosari', 18.629, 73.847, '411026', 'Pimpri-Chinchwad'),
    ],
    bloodBanks: ['Mula-Mutha Voluntary Blood Bank', 'Shaniwarwada Blood Centre', 'Pune District Blood Bank'],
  },
  {
    name: 'Mumbai',
    aliases: ['Navi Mumbai', 'Thane', 'Bombay'],
    state: 'Maharashtra',
    latitude: 19.076,
    longitude: 72.8777,
    weight: 20,
    communities: {
      marathi: 40,
      gujarati: 15,
      hindi: 15,
      muslim: 14,
      punjabi: 4,
      rajasthani: 2,
      bengali: 2,
      tamil: 3,
      kannada: 2,
      malayali: 2,
      telugu: 1,
    },
    address: 'maharashtra',
    localities: [
      l('Colaba', 18.9067, 72.8147, '400005'),
      l('Fort', 18.9345, 72.8356, '400001'),
      l('Girgaon', 18.955, 72.815, '400004'),
      l('Byculla', 18.9766, 72.8325, '400027'),
      l('Parel', 19.003, 72.84, '400012'),
      l('Dadar', 19.0178, 72.8478, '400028'),
      l('Worli', 19.0176, 72.8162, '400018'),
      l('Mahim', 19.041, 72.84, '400016'),
      l('Sion', 19.04, 72.862, '400022'),
      l('Bandra West', 19.0596, 72.8295, '400050'),
      l('Santacruz', 19.08, 72.84, '400054'),
      l('Kurla', 19.0726, 72.8845, '400070'),
      l('Chembur', 19.0522, 72.9005, '400071'),
      l('Ghatkopar', 19.086, 72.908, '400077'),
      l('Vikhroli', 19.11, 72.928, '400079'),
      l('Powai', 19.1176, 72.906, '400076'),
      l('Andheri East', 19.1136, 72.8697, '400069'),
      l('Andheri West', 19.1364, 72.8296, '400053'),
      l('Jogeshwari', 19.135, 72.849, '400060'),
      l('Goregaon', 19.1663, 72.8526, '400063'),
      l('Malad', 19.1874, 72.8484, '400064'),
      l('Kandivali', 19.205, 72.852, '400067'),
      l('Borivali', 19.2307, 72.8567, '400066'),
      l('Mulund', 19.1726, 72.9425, '400080'),
      l('Thane', 19.2183, 72.9781, '400601', 'Thane'),
      l('Airoli', 19.159, 72.9986, '400708', 'Navi Mumbai'),
      l('Vashi', 19.0771, 72.9987, '400703', 'Navi Mumbai'),
      l('Nerul', 19.033, 73.0297, '400706', 'Navi Mumbai'),
      l('CBD Belapur', 19.019, 73.039, '400614', 'Navi Mumbai'),
      l('Kharghar', 19.047, 73.07, '410210', 'Navi Mumbai'),
      l('Mira Road', 19.2813, 72.8707, '401107', 'Mira-Bhayandar'),
    ],
    bloodBanks: ['Arabian Sea Blood Bank', 'Mahim Voluntary Blood Centre', 'Thane Jeevandaan Blood Bank'],
  },
  {
    name: 'Bengaluru',
    aliases: ['Bangalore'],
    state: 'Karnataka',
    latitude: 12.9716,
    longitude: 77.5946,
    weight: 13,
    communities: {
      kannada: 40,
      tamil: 15,
      telugu: 15,
      malayali: 8,
      hindi: 10,
      muslim: 7,
      marathi: 2,
      bengali: 3,
    },
    address: 'karnataka',
    localities: [
      l('Jayanagar', 12.9299, 77.5933, '560041'),
      l('JP Nagar', 12.9063, 77.5857, '560078'),
      l('Banashankari', 12.9255, 77.5468, '560070'),
      l('Basavanagudi', 12.942, 77.575, '560004'),
      l('BTM Layout', 12.9166, 77.6101, '560076'),
      l('Koramangala', 12.9352, 77.6245, '560034'),
      l('HSR Layout', 12.9121, 77.6446, '560102'),
      l('Indiranagar', 12.9784, 77.6408, '560038'),
      l('Domlur', 12.961, 77.6387, '560071'),
      l('Shivajinagar', 12.9857, 77.6057, '560051'),
      l('Malleshwaram', 13.0035, 77.5709, '560003'),
      l('Rajajinagar', 12.9916, 77.5544, '560010'),
      l('Vijayanagar', 12.9719, 77.535, '560040'),
      l('Yeshwanthpur', 13.028, 77.54, '560022'),
      l('Hebbal', 13.0358, 77.597, '560024'),
      l('RT Nagar', 13.022, 77.595, '560032'),
      l('Yelahanka', 13.1005, 77.5963, '560064'),
      l('KR Puram', 13.007, 77.696, '560036'),
      l('Marathahalli', 12.9569, 77.7011, '560037'),
      l('Whitefield', 12.9698, 77.75, '560066'),
      l('Bellandur', 12.926, 77.676, '560103'),
      l('Electronic City', 12.8452, 77.6602, '560100'),
      l('Kengeri', 12.914, 77.483, '560060'),
      l('Bannerghatta Road', 12.888, 77.597, '560076'),
    ],
    bloodBanks: ['Kaveri Voluntary Blood Centre', 'Nandi Blood Bank', 'Cubbon Park Blood Centre'],
  },
  {
    name: 'New Delhi',
    aliases: ['Delhi', 'Noida', 'Gurugram', 'Gurgaon', 'Ghaziabad'],
    state: 'Delhi',
    latitude: 28.6139,
    longitude: 77.209,
    weight: 20,
    communities: {
      hindi: 50,
      punjabi: 25,
      muslim: 10,
      bengali: 4,
      rajasthani: 3,
      gujarati: 2,
      marathi: 1,
      tamil: 2,
      malayali: 2,
      telugu: 1,
    },
    address: 'delhi',
    localities: [
      l('Connaught Place', 28.6315, 77.2167, '110001'),
      l('Karol Bagh', 28.6519, 77.1909, '110005'),
      l('Lajpat Nagar', 28.5677, 77.2433, '110024'),
      l('Defence Colony', 28.573, 77.231, '110024'),
      l('Greater Kailash', 28.5482, 77.238, '110048'),
      l('Saket', 28.5245, 77.2066, '110017'),
      l('Malviya Nagar', 28.535, 77.209, '110017'),
      l('Hauz Khas', 28.5494, 77.2001, '110016'),
      l('Vasant Kunj', 28.52, 77.159, '110070'),
      l('Kalkaji', 28.54, 77.259, '110019'),
      l('Mayur Vihar', 28.6046, 77.294, '110091'),
      l('Laxmi Nagar', 28.63, 77.277, '110092'),
      l('Shahdara', 28.6731, 77.2894, '110032'),
      l('Janakpuri', 28.6219, 77.0878, '110058'),
      l('Dwarka', 28.5921, 77.046, '110075'),
      l('Rajouri Garden', 28.6492, 77.1226, '110027'),
      l('Punjabi Bagh', 28.668, 77.132, '110026'),
      l('Pitampura', 28.7036, 77.131, '110034'),
      l('Rohini', 28.7495, 77.0565, '110085'),
      l('Model Town', 28.716, 77.191, '110009'),
      l('Noida Sector 18', 28.5707, 77.3261, '201301', 'Noida', 'Uttar Pradesh'),
      l('Indirapuram', 28.646, 77.369, '201014', 'Ghaziabad', 'Uttar Pradesh'),
      l('Gurugram Sector 14', 28.47, 77.043, '122001', 'Gurugram', 'Haryana'),
    ],
    bloodBanks: ['Yamuna Voluntary Blood Bank', 'Indraprastha Blood Centre', 'Qutub Blood Bank'],
  },
  {
    name: 'Chennai',
    aliases: ['Madras'],
    state: 'Tamil Nadu',
    latitude: 13.0827,
    longitude: 80.2707,
    weight: 10,
    communities: { tamil: 75, telugu: 8, malayali: 5, muslim: 6, hindi: 4, kannada: 2 },
    address: 'tamilNadu',
    localities: [
      l('T. Nagar', 13.0418, 80.2341, '600017'),
      l('Mylapore', 13.0368, 80.2676, '600004'),
      l('Adyar', 13.0012, 80.2565, '600020'),
      l('Besant Nagar', 12.999, 80.266, '600090'),
      l('Velachery', 12.9815, 80.218, '600042'),
      l('Guindy', 13.0067, 80.2206, '600032'),
      l('Egmore', 13.0732, 80.2609, '600008'),
      l('Anna Nagar', 13.085, 80.2101, '600040'),
      l('Kilpauk', 13.082, 80.242, '600010'),
      l('Perambur', 13.121, 80.233, '600011'),
      l('Royapettah', 13.054, 80.264, '600014'),
      l('Porur', 13.0382, 80.1565, '600116'),
      l('Vadapalani', 13.05, 80.2121, '600026'),
      l('Ambattur', 13.1143, 80.1548, '600053'),
      l('Tambaram', 12.9249, 80.1, '600045'),
      l('Chromepet', 12.9516, 80.1462, '600044'),
      l('Sholinganallur', 12.901, 80.2279, '600119'),
      l('Thiruvanmiyur', 12.983, 80.2594, '600041'),
      l('Tondiarpet', 13.126, 80.288, '600081'),
    ],
    bloodBanks: ['Marina Voluntary Blood Bank', 'Kapaleeshwarar Blood Centre'],
  },
  {
    name: 'Kolkata',
    aliases: ['Calcutta', 'Howrah'],
    state: 'West Bengal',
    latitude: 22.5726,
    longitude: 88.3639,
    weight: 14,
    communities: { bengali: 75, hindi: 12, muslim: 10, punjabi: 1, marathi: 1, assamese: 1 },
    address: 'bengal',
    localities: [
      l('Esplanade', 22.5646, 88.351, '700069'),
      l('Park Street', 22.553, 88.352, '700016'),
      l('Sealdah', 22.567, 88.37, '700014'),
      l('Ballygunge', 22.528, 88.365, '700019'),
      l('Gariahat', 22.519, 88.366, '700029'),
      l('Kasba', 22.515, 88.39, '700042'),
      l('Tollygunge', 22.498, 88.345, '700033'),
      l('Jadavpur', 22.499, 88.371, '700032'),
      l('Behala', 22.4986, 88.3107, '700034'),
      l('Garia', 22.463, 88.396, '700084'),
      l('Shyambazar', 22.6, 88.372, '700004'),
      l('Baranagar', 22.643, 88.377, '700036'),
      l('Dum Dum', 22.63, 88.42, '700028'),
      l('Salt Lake', 22.5867, 88.4171, '700091'),
      l('New Town', 22.5925, 88.4847, '700156'),
      l('Howrah', 22.5958, 88.2636, '711101', 'Howrah'),
    ],
    bloodBanks: ['Hooghly Voluntary Blood Bank', 'Maidan Blood Centre'],
  },
  {
    name: 'Hyderabad',
    aliases: ['Secunderabad'],
    state: 'Telangana',
    latitude: 17.385,
    longitude: 78.4867,
    weight: 10,
    communities: { telugu: 60, muslim: 20, hindi: 8, tamil: 4, kannada: 4, marathi: 2, malayali: 2 },
    address: 'telangana',
    localities: [
      l('Charminar', 17.3616, 78.4747, '500002'),
      l('Abids', 17.393, 78.476, '500001'),
      l('Banjara Hills', 17.4126, 78.4392, '500034'),
      l('Jubilee Hills', 17.4326, 78.4071, '500033'),
      l('Ameerpet', 17.4375, 78.4482, '500016'),
      l('Begumpet', 17.4447, 78.4664, '500016'),
      l('Secunderabad', 17.4399, 78.4983, '500003'),
      l('Madhapur', 17.4483, 78.3915, '500081'),
      l('Gachibowli', 17.4401, 78.3489, '500032'),
      l('Kukatpally', 17.4849, 78.4138, '500072'),
      l('Miyapur', 17.496, 78.357, '500049'),
      l('Mehdipatnam', 17.395, 78.44, '500028'),
      l('Attapur', 17.37, 78.43, '500048'),
      l('Dilsukhnagar', 17.3688, 78.5247, '500060'),
      l('LB Nagar', 17.3457, 78.5522, '500074'),
      l('Uppal', 17.4018, 78.5602, '500039'),
      l('Malkajgiri', 17.45, 78.53, '500047'),
    ],
    bloodBanks: ['Golconda Blood Centre', 'Hussain Sagar Voluntary Blood Bank'],
  },
  {
    name: 'Ahmedabad',
    aliases: ['Amdavad'],
    state: 'Gujarat',
    latitude: 23.0225,
    longitude: 72.5714,
    weight: 8,
    communities: { gujarati: 75, hindi: 8, muslim: 10, rajasthani: 4, marathi: 3 },
    address: 'gujarat',
    localities: [
      l('Navrangpura', 23.0365, 72.5611, '380009'),
      l('Ellis Bridge', 23.023, 72.565, '380006'),
      l('Paldi', 23.01, 72.56, '380007'),
      l('Vastrapur', 23.0395, 72.529, '380015'),
      l('Satellite', 23.03, 72.517, '380015'),
      l('Bodakdev', 23.04, 72.507, '380054'),
      l('Thaltej', 23.05, 72.5, '380054'),
      l('Bopal', 23.033, 72.463, '380058'),
      l('Maninagar', 22.9962, 72.603, '380008'),
      l('Naranpura', 23.06, 72.555, '380013'),
      l('Sabarmati', 23.08, 72.59, '380005'),
      l('Chandkheda', 23.109, 72.585, '382424'),
      l('Naroda', 23.07, 72.66, '382330'),
      l('Vastral', 23.0, 72.66, '382418'),
      l('Gota', 23.1, 72.54, '382481'),
    ],
    bloodBanks: ['Sabarmati Voluntary Blood Bank', 'Kankaria Blood Centre'],
  },
  {
    name: 'Jaipur',
    aliases: [],
    state: 'Rajasthan',
    latitude: 26.9124,
    longitude: 75.7873,
    weight: 4,
    communities: { rajasthani: 55, hindi: 30, muslim: 10, punjabi: 3, gujarati: 2 },
    address: 'rajasthan',
    localities: [
      l('C-Scheme', 26.905, 75.8, '302001'),
      l('Bani Park', 26.928, 75.795, '302016'),
      l('Johari Bazar', 26.922, 75.826, '302003'),
      l('Raja Park', 26.896, 75.827, '302004'),
      l('Adarsh Nagar', 26.9, 75.83, '302004'),
      l('Malviya Nagar', 26.853, 75.805, '302017'),
      l('Durgapura', 26.85, 75.795, '302018'),
      l('Mansarovar', 26.87, 75.76, '302020'),
      l('Vaishali Nagar', 26.911, 75.743, '302021'),
      l('Jhotwara', 26.95, 75.74, '302012'),
      l('Sodala', 26.9, 75.77, '302006'),
      l('Jagatpura', 26.825, 75.858, '302017'),
      l('Sanganer', 26.82, 75.79, '302029'),
      l('Vidhyadhar Nagar', 26.96, 75.78, '302039'),
    ],
    bloodBanks: ['Hawa Mahal Blood Centre', 'Aravali Voluntary Blood Bank'],
  },
  {
    name: 'Lucknow',
    aliases: [],
    state: 'Uttar Pradesh',
    latitude: 26.8467,
    longitude: 80.9462,
    weight: 4,
    communities: { hindi: 70, muslim: 25, punjabi: 3, bengali: 2 },
    address: 'uttarPradesh',
    localities: [
      l('Hazratganj', 26.8506, 80.9462, '226001'),
      l('Aminabad', 26.845, 80.925, '226018'),
      l('Chowk', 26.868, 80.91, '226003'),
      l('Aliganj', 26.89, 80.94, '226024'),
      l('Mahanagar', 26.875, 80.955, '226006'),
      l('Indira Nagar', 26.88, 80.99, '226016'),
      l('Gomti Nagar', 26.85, 81.0, '226010'),
      l('Alambagh', 26.815, 80.9, '226005'),
      l('Rajajipuram', 26.84, 80.88, '226017'),
      l('Jankipuram', 26.925, 80.94, '226021'),
      l('Vikas Nagar', 26.895, 80.96, '226022'),
      l('Ashiyana', 26.79, 80.92, '226012'),
      l('Chinhat', 26.87, 81.06, '226028'),
    ],
    bloodBanks: ['Gomti Voluntary Blood Bank', 'Awadh Blood Centre'],
  },
  {
    name: 'Kochi',
    aliases: ['Cochin', 'Ernakulam'],
    state: 'Kerala',
    latitude: 9.9816,
    longitude: 76.2999,
    weight: 2,
    communities: { malayali: 85, tamil: 7, hindi: 4, muslim: 4 },
    address: 'kerala',
    localities: [
      l('Ernakulam South', 9.97, 76.29, '682016'),
      l('Kadavanthra', 9.966, 76.299, '682020'),
      l('Fort Kochi', 9.9658, 76.2421, '682001'),
      l('Mattancherry', 9.958, 76.259, '682002'),
      l('Kaloor', 9.996, 76.292, '682017'),
      l('Palarivattom', 10.0, 76.31, '682025'),
      l('Edappally', 10.026, 76.308, '682024'),
      l('Vyttila', 9.97, 76.32, '682019'),
      l('Kakkanad', 10.0159, 76.3419, '682030'),
      l('Maradu', 9.94, 76.32, '682304'),
      l('Thrippunithura', 9.945, 76.348, '682301'),
      l('Kalamassery', 10.053, 76.315, '683104'),
      l('Aluva', 10.1076, 76.3516, '683101'),
    ],
    bloodBanks: ['Periyar Voluntary Blood Bank', 'Vembanad Blood Centre'],
  },
  {
    name: 'Guwahati',
    aliases: ['Dispur'],
    state: 'Assam',
    latitude: 26.1445,
    longitude: 91.7362,
    weight: 1,
    communities: { assamese: 70, bengali: 15, hindi: 10, muslim: 5 },
    address: 'assam',
    localities: [
      l('Paltan Bazaar', 26.18, 91.753, '781008'),
      l('Uzan Bazar', 26.19, 91.75, '781001'),
      l('Chandmari', 26.185, 91.775, '781003'),
      l('Bhangagarh', 26.16, 91.765, '781005'),
      l('Zoo Road', 26.17, 91.78, '781005'),
      l('Lachit Nagar', 26.175, 91.765, '781007'),
      l('Ganeshguri', 26.15, 91.785, '781006'),
      l('Dispur', 26.1433, 91.7898, '781006'),
      l('Beltola', 26.12, 91.8, '781028'),
      l('Six Mile', 26.133, 91.805, '781022'),
      l('Khanapara', 26.115, 91.815, '781022'),
      l('Basistha', 26.105, 91.79, '781029'),
      l('Maligaon', 26.16, 91.695, '781011'),
      l('Jalukbari', 26.155, 91.66, '781014'),
    ],
    bloodBanks: ['Brahmaputra Voluntary Blood Bank', 'Kamakhya Blood Centre'],
  },
];

/** The metropolitan area a city name belongs to (Pimpri-Chinchwad is Pune's, Navi Mumbai is Mumbai's). */
export function cityProfile(name: string): CityProfile {
  const key = name.trim().toLowerCase();
  const found = CITIES.find(
    (city) => city.name.toLowerCase() === key || city.aliases.some((alias) => alias.toLowerCase() === key),
  );
  if (!found) throw new Error(`No localities are known for ${name}; add the city to seed/india.ts`);
  return found;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km: what the earthdistance extension answers, within a few metres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Names that go into addresses, by the way each region writes them. */
export const ADDRESS_WORDS = {
  maharashtraBuildings: items(`
    Sai Krupa, Shree Ganesh, Gokul, Siddhivinayak, Om Shanti, Sahyadri, Shivneri, Panchavati, Anand,
    Vrindavan, Mayur, Kalpataru, Lokmanya, Tulsi, Shubham, Suyog, Gulmohar
  `),
  maharashtraKinds: items(`
    Co-op Housing Society, Apartments, Residency, Heights, Park, Niwas
  `),
  tamilStreets: items(`
    Gandhi, Nehru, Bharathi, Kamaraj, Pillaiyar Koil, Mettu, Car, Vinayagar Koil, Thiruvalluvar,
    Anna, Mada, Periyar
  `),
  bengalRoads: items(`
    Rashbehari Avenue, Lake Road, Hazra Road, Station Road, Netaji Subhas Road, Kalibari Lane,
    Sarat Bose Road, Jessore Road, Prince Anwar Shah Road, Raja Rammohan Roy Road
  `),
  gujaratSocieties: items(`
    Shivam, Sundarvan, Shaligram, Devdarshan, Ambika, Sahjanand, Parshwanath, Vishwas, Swastik,
    Gokuldham
  `),
  rajasthanColonies: items(`
    Shanti Nagar, Gopalpura, Govind Nagar, Hanuman Nagar, Shyam Nagar, Barkat Nagar, Tilak Nagar
  `),
  keralaHouses: items(`
    Thekkedath, Puthenpurayil, Kizhakkethil, Valiyaveettil, Chirayil, Mangalath, Padinjattathil,
    Kottaram, Pallipurath, Kalarickal, Edathil, Mannil
  `),
  assamPaths: items(`
    Rajgarh, Hengerabari, Nabin Nagar, Bhaskar Nagar, Sarumotoria, Survey, Ananda Nagar
  `),
  teluguRoads: items(`
    Road No. 2, Road No. 10, Street No. 6, Lane 3, Main Road, Cross Road
  `),
};
