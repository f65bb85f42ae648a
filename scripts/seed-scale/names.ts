// People for the scale seed: names from the countries an agency's students come from, in their own script for a good
// share of those whose language has another (Arabic, Han, Devanagari, Cyrillic, Hangul, Greek, Thai, Bengali), and
// with the diacritics of the Latin-script ones (José Núñez, Nguyễn Thị Hương, Adébáyọ̀ Ògúnlẹ́yẹ, Çağlar Yılmaz);
// the e-mail address is always the ASCII form. Each list entry is "native=latin", or one name for a Latin-script
// language; "m/f" gives a family name's masculine and feminine forms where the language has both.
import { COUNTRIES } from '../../shared/countries';
import type { Random } from './random';

interface CultureData {
  key: string;
  /** How many students of every 1,000 come from here. */
  weight: number;
  /** Of those with a non-Latin script, the share who give their name in it (the others in its Latin form). */
  native: number;
  /** Nationality (a name of shared/countries.ts), phone prefix, time zone, weight. */
  countries: Array<[string, string, string, number]>;
  /** A language of the site (besides English) some of them choose, and how many. */
  locale?: [string, number];
  female: string;
  male: string;
  family: string;
  /** The family name comes first in the latin form of the e-mail address ("wang.wei"). */
  familyFirst?: boolean;
}

const CULTURES: CultureData[] = [
  {
    key: 'chinese',
    weight: 150,
    native: 0.75,
    countries: [['China', '+86', 'Asia/Shanghai', 9], ['Malaysia', '+60', 'Asia/Kuala_Lumpur', 1]],
    female: '芳=Fang;娜=Na;敏=Min;静=Jing;丽=Li;艳=Yan;娟=Juan;秀英=Xiuying;欣怡=Xinyi;雨桐=Yutong;子涵=Zihan;梓萱=Zixuan;诗涵=Shihan;晓燕=Xiaoyan;佳怡=Jiayi',
    male: '伟=Wei;强=Qiang;磊=Lei;洋=Yang;勇=Yong;军=Jun;杰=Jie;涛=Tao;明=Ming;超=Chao;晓明=Xiaoming;浩然=Haoran;俊杰=Junjie;宇轩=Yuxuan;子豪=Zihao;建华=Jianhua',
    family: '王=Wang;李=Li;张=Zhang;刘=Liu;陈=Chen;杨=Yang;黄=Huang;赵=Zhao;吴=Wu;周=Zhou;徐=Xu;孙=Sun;马=Ma;朱=Zhu;胡=Hu;郭=Guo;何=He;林=Lin;罗=Luo;高=Gao;欧阳=Ouyang;司马=Sima',
    familyFirst: true,
  },
  {
    key: 'hindi',
    weight: 110,
    native: 0.5,
    countries: [['India', '+91', 'Asia/Kolkata', 9], ['Nepal', '+977', 'Asia/Kathmandu', 1]],
    female: 'अनन्या=Ananya;अदिति=Aditi;प्रिया=Priya;ईशा=Isha;स्नेहा=Sneha;कविता=Kavita;नेहा=Neha;पूजा=Pooja;दिव्या=Divya;सुनीता=Sunita;मीरा=Meera;श्रुति=Shruti',
    male: 'आरव=Aarav;विवान=Vivaan;राहुल=Rahul;अर्जुन=Arjun;रोहन=Rohan;अमित=Amit;सौरभ=Saurabh;विक्रम=Vikram;आदित्य=Aditya;कबीर=Kabir;सिद्धार्थ=Siddharth;करण=Karan',
    family: 'शर्मा=Sharma;वर्मा=Verma;गुप्ता=Gupta;सिंह=Singh;पटेल=Patel;मेहता=Mehta;जोशी=Joshi;यादव=Yadav;मिश्रा=Mishra;अग्रवाल=Agarwal;कुमार=Kumar;चौहान=Chauhan;त्रिपाठी=Tripathi;पांडे=Pandey;श्रेष्ठ=Shrestha',
  },
  {
    key: 'south-indian',
    weight: 40,
    native: 0,
    countries: [['India', '+91', 'Asia/Kolkata', 1]],
    female: 'Lakshmi;Divya;Keerthana;Anjali;Revathi;Swathi;Aishwarya;Nandini',
    male: 'Karthik;Venkatesh;Srinivas;Arun;Pradeep;Harish;Vignesh;Rajesh',
    family: 'Iyer;Nair;Reddy;Menon;Pillai;Subramanian;Krishnan;Rao;Naidu',
  },
  {
    key: 'arabic',
    weight: 90,
    native: 0.6,
    countries: [
      ['Egypt', '+20', 'Africa/Cairo', 3],
      ['Saudi Arabia', '+966', 'Asia/Riyadh', 3],
      ['Jordan', '+962', 'Asia/Amman', 1],
      ['United Arab Emirates', '+971', 'Asia/Dubai', 1],
      ['Morocco', '+212', 'Africa/Casablanca', 1],
      ['Kuwait', '+965', 'Asia/Kuwait', 1],
      ['Oman', '+968', 'Asia/Muscat', 1],
      ['Lebanon', '+961', 'Asia/Beirut', 1],
      ['Iraq', '+964', 'Asia/Baghdad', 1],
    ],
    locale: ['ar', 0.55],
    female: 'فاطمة=Fatima;مريم=Maryam;نور=Nour;سارة=Sara;ليلى=Layla;هدى=Huda;رنا=Rana;زينب=Zainab;ياسمين=Yasmin;آمنة=Amina;دينا=Dina;ريم=Reem;لينا=Lina',
    male: 'محمد=Mohammed;أحمد=Ahmed;علي=Ali;عمر=Omar;يوسف=Youssef;خالد=Khaled;حسن=Hassan;عبد الله=Abdullah;كريم=Karim;طارق=Tarek;إبراهيم=Ibrahim;مصطفى=Mostafa;فيصل=Faisal',
    family: 'الأحمد=Al-Ahmad;الحسن=Al-Hassan;المصري=El-Masry;الخطيب=Al-Khatib;حداد=Haddad;منصور=Mansour;العلي=Al-Ali;الشامي=Al-Shami;عبد الرحمن=Abdelrahman;السيد=El-Sayed;النجار=Al-Najjar;القحطاني=Al-Qahtani;العتيبي=Al-Otaibi;بن علي=Ben Ali;الزهراني=Al-Zahrani',
  },
  {
    key: 'persian',
    weight: 25,
    native: 0.6,
    countries: [['Iran', '+98', 'Asia/Tehran', 1]],
    female: 'سارا=Sara;زهرا=Zahra;نیلوفر=Niloufar;پریسا=Parisa;مریم=Maryam;شیرین=Shirin;مهسا=Mahsa;نگار=Negar',
    male: 'علی=Ali;رضا=Reza;مهدی=Mehdi;امیر=Amir;حسین=Hossein;آرش=Arash;کیان=Kian;بهرام=Bahram',
    family: 'رضایی=Rezaei;محمدی=Mohammadi;حسینی=Hosseini;کریمی=Karimi;احمدی=Ahmadi;جعفری=Jafari;موسوی=Mousavi;صادقی=Sadeghi;تهرانی=Tehrani',
  },
  {
    key: 'pakistani',
    weight: 45,
    native: 0,
    countries: [['Pakistan', '+92', 'Asia/Karachi', 1]],
    female: 'Ayesha;Zara;Fatima;Sana;Hira;Mahnoor;Iqra;Amna;Mehwish',
    male: 'Bilal;Hamza;Usman;Ali;Hassan;Faisal;Saad;Imran;Zain;Ahmed',
    family: 'Qureshi;Khan;Malik;Hussain;Butt;Chaudhry;Raza;Iqbal;Siddiqui;Sheikh;Abbasi',
  },
  {
    key: 'bengali',
    weight: 25,
    native: 0.4,
    countries: [['Bangladesh', '+880', 'Asia/Dhaka', 1]],
    female: 'তাসনিম=Tasnim;নুসরাত=Nusrat;ফারহানা=Farhana;সাদিয়া=Sadia;মৌমিতা=Moumita;রুমানা=Rumana',
    male: 'রাফি=Rafi;সাকিব=Sakib;আরিফ=Arif;মাহমুদ=Mahmud;তানভীর=Tanvir;ইমরান=Imran',
    family: 'রহমান=Rahman;হোসেন=Hossain;ইসলাম=Islam;আহমেদ=Ahmed;চৌধুরী=Chowdhury;খান=Khan;সরকার=Sarkar',
  },
  {
    key: 'vietnamese',
    weight: 55,
    native: 0,
    countries: [['Vietnam', '+84', 'Asia/Ho_Chi_Minh', 1]],
    female: 'Thị Hương;Thị Lan;Ngọc Anh;Thu Trang;Thảo Vy;Phương Linh;Minh Thư;Hồng Nhung;Bảo Ngọc;Khánh Linh',
    male: 'Văn Dũng;Minh Tuấn;Quang Huy;Đức Anh;Hoàng Nam;Thành Công;Gia Bảo;Quốc Bảo;Tiến Đạt;Hữu Phước',
    family: 'Nguyễn;Trần;Lê;Phạm;Hoàng;Huỳnh;Phan;Vũ;Võ;Đặng;Bùi;Đỗ;Hồ;Ngô',
    familyFirst: true,
  },
  {
    key: 'nigerian',
    weight: 75,
    native: 0,
    countries: [['Nigeria', '+234', 'Africa/Lagos', 1]],
    female: 'Fọlákẹ́;Tèmítọ́pẹ́;Olúwadámilọ́lá;Ìfẹ́olúwa;Adérónkẹ́;Títílayọ̀;Ngozi;Chiamaka;Adaeze;Aisha;Zainab;Blessing',
    male: 'Adébáyọ̀;Olúwaseun;Ayọ̀délé;Babátúndé;Ọláolúwa;Olúwatóbi;Chinedu;Emeka;Obinna;Musa;Abubakar;Ifeanyi',
    family: 'Adéyẹmí;Ọládipọ̀;Ògúnlẹ́yẹ;Adéwálé;Àlàbí;Balógun;Okafor;Okonkwo;Eze;Nwosu;Bello;Abdullahi;Ọ̀ṣúntókì;Àjàyí',
  },
  {
    key: 'west-east-african',
    weight: 40,
    native: 0,
    countries: [['Ghana', '+233', 'Africa/Accra', 1], ['Kenya', '+254', 'Africa/Nairobi', 1]],
    female: 'Ama;Abena;Akosua;Efua;Wanjiku;Achieng;Njeri;Wambui;Nafula',
    male: 'Kwame;Kofi;Yaw;Kwabena;Otieno;Kipchoge;Mwangi;Baraka;Omondi',
    family: 'Mensah;Owusu;Boateng;Asante;Osei;Kamau;Odhiambo;Ouma;Kiprop;Wanyama',
  },
  {
    key: 'spanish',
    weight: 70,
    native: 0,
    countries: [
      ['Mexico', '+52', 'America/Mexico_City', 3],
      ['Colombia', '+57', 'America/Bogota', 2],
      ['Spain', '+34', 'Europe/Madrid', 2],
      ['Peru', '+51', 'America/Lima', 1],
      ['Chile', '+56', 'America/Santiago', 1],
      ['Argentina', '+54', 'America/Argentina/Buenos_Aires', 1],
    ],
    locale: ['es', 0.6],
    female: 'María;Lucía;Sofía;Valentina;Camila;Ximena;Begoña;Inés;Mónica;Verónica;Ángela;Martina',
    male: 'José;Mateo;Santiago;Andrés;Martín;Iñaki;Ángel;Sebastián;Joaquín;Tomás;Raúl;Héctor',
    family: 'Núñez;Fernández;García;Martínez;Rodríguez;López;Pérez;Sánchez;Muñoz;Peña;Ibáñez;Suárez;Jiménez;Ortiz;Castañeda;Gutiérrez;Etxeberria',
  },
  {
    key: 'portuguese',
    weight: 30,
    native: 0,
    countries: [['Brazil', '+55', 'America/Sao_Paulo', 4], ['Portugal', '+351', 'Europe/Lisbon', 1]],
    female: 'Ana;Beatriz;Letícia;Luíza;Mariana;Conceição;Gabriela;Júlia',
    male: 'João;Luís;Thiago;Gonçalo;Vinícius;Caio;Rodrigo;Sérgio',
    family: 'Gonçalves;Araújo;Simões;Magalhães;Conceição;Assunção;Brandão;Falcão;Lima;Souza;Ribeiro',
  },
  {
    key: 'cyrillic',
    weight: 40,
    native: 0.7,
    countries: [['Russia', '+7', 'Europe/Moscow', 5], ['Ukraine', '+380', 'Europe/Kyiv', 3], ['Kazakhstan', '+7', 'Asia/Almaty', 2]],
    female: 'Анастасия=Anastasia;Екатерина=Ekaterina;Мария=Maria;Ольга=Olga;Наталья=Natalia;Юлия=Yulia;Айгерим=Aigerim;Оксана=Oksana;Дарья=Daria;Софія=Sofiia',
    male: 'Алексей=Aleksei;Дмитрий=Dmitry;Иван=Ivan;Сергей=Sergei;Артём=Artyom;Олександр=Oleksandr;Тарас=Taras;Нурлан=Nurlan;Максим=Maksim;Андрій=Andrii',
    family: 'Иванов/Иванова=Ivanov/Ivanova;Смирнов/Смирнова=Smirnov/Smirnova;Кузнецов/Кузнецова=Kuznetsov/Kuznetsova;Попов/Попова=Popov/Popova;Соколов/Соколова=Sokolov/Sokolova;Волков/Волкова=Volkov/Volkova;Шевченко=Shevchenko;Коваленко=Kovalenko;Бондаренко=Bondarenko;Мельник=Melnyk;Ахметов/Ахметова=Akhmetov/Akhmetova',
  },
  {
    key: 'turkish',
    weight: 40,
    native: 0,
    countries: [['Turkey', '+90', 'Europe/Istanbul', 1]],
    female: 'Elif;Zeynep;Şeyma;Özge;İrem;Ayşe;Tuğba;Gülşen;Büşra;Defne',
    male: 'Çağlar;Emre;Gökhan;Burak;Mehmet;Yiğit;Doğan;Oğuz;Barış;İlker',
    family: 'Yılmaz;Öztürk;Kaya;Demir;Şahin;Çelik;Yıldız;Aydın;Özdemir;Arslan;Doğan;Kılıç;Çetin;Güneş',
  },
  {
    key: 'korean',
    weight: 30,
    native: 0.7,
    countries: [['South Korea', '+82', 'Asia/Seoul', 1]],
    female: '서연=Seoyeon;하은=Haeun;수아=Sua;지민=Jimin;민서=Minseo;예은=Yeeun',
    male: '민준=Minjun;도윤=Doyun;서준=Seojun;예준=Yejun;지우=Jiwoo;현우=Hyunwoo',
    family: '김=Kim;이=Lee;박=Park;최=Choi;정=Jung;강=Kang;조=Cho;윤=Yoon;장=Jang',
    familyFirst: true,
  },
  {
    key: 'japanese',
    weight: 20,
    native: 0.7,
    countries: [['Japan', '+81', 'Asia/Tokyo', 1]],
    female: '花子=Hanako;さくら=Sakura;結衣=Yui;美咲=Misaki;陽菜=Hina;葵=Aoi',
    male: '陽翔=Haruto;蓮=Ren;大翔=Hiroto;翔太=Shota;健太=Kenta;悠真=Yuma',
    family: '佐藤=Sato;鈴木=Suzuki;高橋=Takahashi;田中=Tanaka;伊藤=Ito;渡辺=Watanabe;山本=Yamamoto;中村=Nakamura',
    familyFirst: true,
  },
  {
    key: 'greek',
    weight: 10,
    native: 0.6,
    countries: [['Greece', '+30', 'Europe/Athens', 3], ['Cyprus', '+357', 'Asia/Nicosia', 1]],
    female: 'Μαρία=Maria;Ελένη=Eleni;Κατερίνα=Katerina;Σοφία=Sofia;Δήμητρα=Dimitra',
    male: 'Γιώργος=Giorgos;Νίκος=Nikos;Δημήτρης=Dimitris;Κώστας=Kostas;Γιάννης=Giannis',
    family: 'Παπαδόπουλος/Παπαδοπούλου=Papadopoulos/Papadopoulou;Γεωργίου=Georgiou;Νικολάου=Nikolaou;Οικονόμου=Oikonomou;Βασιλείου=Vasileiou;Αντωνίου=Antoniou',
  },
  {
    key: 'thai',
    weight: 20,
    native: 0.6,
    countries: [['Thailand', '+66', 'Asia/Bangkok', 1]],
    female: 'สุภาพร=Supaporn;พิมพ์ชนก=Pimchanok;กมลชนก=Kamonchanok;ณัฐธิดา=Nattida;ปิยะนุช=Piyanuch',
    male: 'สมชาย=Somchai;ณัฐวุฒิ=Nattawut;ธนากร=Thanakorn;กิตติพงษ์=Kittipong;อนุชา=Anucha',
    family: 'ใจดี=Jaidee;ศรีสุข=Srisuk;วงศ์สวัสดิ์=Wongsawat;สุขสมบูรณ์=Suksomboon;ทองดี=Thongdee;แก้วมณี=Kaewmanee',
  },
  {
    key: 'indonesian',
    weight: 25,
    native: 0,
    countries: [['Indonesia', '+62', 'Asia/Jakarta', 3], ['Malaysia', '+60', 'Asia/Kuala_Lumpur', 1]],
    female: 'Putri;Siti;Dewi;Ayu;Nurul;Intan;Rina',
    male: 'Budi;Agus;Rizky;Fajar;Hafiz;Arif;Dimas',
    family: 'Wulandari;Santoso;Setiawan;Lestari;Pratama;Hidayat;Saputra;Rahman',
  },
  {
    key: 'central-european',
    weight: 20,
    native: 0,
    countries: [['Czech Republic', '+420', 'Europe/Prague', 1], ['Poland', '+48', 'Europe/Warsaw', 2]],
    female: 'Zoë;Kateřina;Lucie;Tereza;Małgorzata;Agnieszka;Zofia;Żaneta',
    male: 'Jiří;Tomáš;Ondřej;Łukasz;Paweł;Wojciech;Michał;Přemysl',
    family: 'Dvořák/Dvořáková;Novák/Nováková;Svoboda/Svobodová;Černý/Černá;Procházka/Procházková;Wójcik;Kowalski/Kowalska;Nowak;Lewandowski/Lewandowska;Wiśniewski/Wiśniewska',
  },
  {
    key: 'western-european',
    weight: 40,
    native: 0,
    countries: [
      ['Germany', '+49', 'Europe/Berlin', 3],
      ['France', '+33', 'Europe/Paris', 3],
      ['Netherlands', '+31', 'Europe/Amsterdam', 1],
      ['Denmark', '+45', 'Europe/Copenhagen', 1],
      ['Sweden', '+46', 'Europe/Stockholm', 1],
    ],
    female: 'Zoë;Hélène;Chloé;Noémie;Léa;Jülide;Ingrid;Åsa;Maëlle;Sophie',
    male: 'Jürgen;François;Maël;Søren;Björn;Lukas;Jérôme;Mathis;Anders;Noah',
    family: 'Müller;Dubois;Lefèvre;de Vries;Jørgensen;Åberg;Schäfer;Moreau;Girard;van den Berg;Lindqvist;Weiß',
  },
];

/** Latin letters that do not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ß: 'ss', æ: 'ae', Æ: 'Ae', ı: 'i', œ: 'oe', ð: 'd', þ: 'th' };

/** "Nguyễn Thị" → "nguyen-thi": the ASCII form of a Latin-script name for an e-mail address. */
export function asciiName(name: string): string {
  return name
    .replace(/[łŁøØđĐßæÆıœðþ]/g, (c) => SPECIAL_LETTERS[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface NamePart {
  native: string;
  latin: string;
  /** The feminine form, where the language has one. */
  nativeF?: string;
  latinF?: string;
}

function parse(list: string): NamePart[] {
  return list.split(';').map((entry) => {
    const [native, latin = native] = entry.split('=') as [string, string?];
    const [nativeM, nativeF] = native.split('/') as [string, string?];
    const [latinM, latinF] = latin.split('/') as [string, string?];
    return { native: nativeM, latin: latinM, ...(nativeF ? { nativeF, latinF: latinF ?? nativeF } : {}) };
  });
}

interface Culture extends Omit<CultureData, 'female' | 'male' | 'family'> {
  female: NamePart[];
  male: NamePart[];
  family: NamePart[];
}

const known = new Set(COUNTRIES);
const cultures: Culture[] = CULTURES.map((c) => {
  for (const [country] of c.countries) if (!known.has(country)) throw new Error(`seed-scale names: ${country} is not in shared/countries.ts`);
  return { ...c, female: parse(c.female), male: parse(c.male), family: parse(c.family) };
});
const cultureWeights = cultures.map((c) => [c, c.weight] as const);

export interface Person {
  firstname: string;
  lastname: string;
  /** The e-mail address's name part: "wei.wang", "jose.nunez". */
  emailName: string;
  female: boolean;
  nationality: string;
  residence: string;
  phone: string;
  timeZone: string;
  locale: string;
  culture: string;
  /** The name is written in a non-Latin script. */
  nativeScript: boolean;
}

/** Where some students live when it is not their own country. */
const ELSEWHERE: Array<[string, string, string]> = [
  ['United Arab Emirates', '+971', 'Asia/Dubai'],
  ['Qatar', '+974', 'Asia/Qatar'],
  ['Singapore', '+65', 'Asia/Singapore'],
  ['United Kingdom', '+44', 'Europe/London'],
];

for (const [country] of ELSEWHERE) if (!known.has(country)) throw new Error(`seed-scale names: ${country} is not in shared/countries.ts`);

function phone(random: Random, prefix: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(10)).join('');
  return `${prefix} ${random.between(2, 9)}${digits(2)} ${digits(3)} ${digits(4)}`;
}

/** A person from one of the cultures, as likely as its weight; `latinOnly` for staff, whose names the team reads. */
export function makePerson(random: Random, latinOnly = false): Person {
  const culture = random.weighted(cultureWeights);
  const female = random.chance(0.52);
  const first = random.pick(female ? culture.female : culture.male);
  const family = random.pick(culture.family);
  const nativeScript = !latinOnly && culture.native > 0 && random.chance(culture.native);
  const familyName = (form: 'native' | 'latin') => (form === 'native' ? (female && family.nativeF) || family.native : (female && family.latinF) || family.latin);
  const [country, prefix, zone] = random.weighted(culture.countries.map(([name, p, tz, w]) => [[name, p, tz] as const, w] as const));
  const abroad = random.chance(0.08) ? random.pick(ELSEWHERE) : null;
  const latinFirst = first.latin;
  const latinLast = familyName('latin');
  const emailName = (culture.familyFirst ? [latinLast, latinFirst] : [latinFirst, latinLast]).map(asciiName).join('.');
  return {
    firstname: nativeScript ? first.native : culture.native > 0 ? first.latin : first.native,
    lastname: nativeScript ? familyName('native') : culture.native > 0 ? latinLast : familyName('native'),
    emailName,
    female,
    nationality: country,
    residence: abroad ? abroad[0] : country,
    phone: phone(random, abroad ? abroad[1] : prefix),
    timeZone: abroad ? abroad[2] : zone,
    locale: culture.locale && random.chance(culture.locale[1]) ? culture.locale[0] : 'en',
    culture: culture.key,
    nativeScript,
  };
}
