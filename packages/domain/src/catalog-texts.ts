/**
 * The seed catalogs' names and descriptions in Spanish, Persian and Arabic (`catalogs.ts` holds
 * the English, the language a reader gets when none of these fits). The server stores them beside
 * its items and the mocks serve them, each in the request's `Accept-Language`. They follow the
 * glossary (locales/GLOSSARY.md): Persian with Persian yeh and kaf and Latin digits (the app shows
 * Persian numbers so), Arabic with Arabic yeh and kaf and Arabic-Indic digits (as `ar-SA` writes
 * them), and only the names the glossary keeps (iziShop, the tokens) in Latin letters;
 * `locales/scripts/catalog-texts.test.mjs` checks it.
 */
import type { SeedMarketplaceItem, SeedShopItem } from './catalogs';

/** The languages a catalog text is translated into (English is the catalogs' own). */
export const catalogTextLanguages = ['es', 'fa', 'ar'] as const;
export type CatalogTextLanguage = (typeof catalogTextLanguages)[number];

/** An item's name and description in one language. */
export interface CatalogText {
  name: string;
  description: string;
}

/** Each item's texts by id, in every translated language. */
export type CatalogTexts<Id extends number> = Record<Id, Record<CatalogTextLanguage, CatalogText>>;

export const marketplaceTexts: CatalogTexts<SeedMarketplaceItem['id']> = {
  1: {
    es: {
      name: 'Programador júnior',
      description: 'Escribe código ordenado y gana un ingreso estable desde el primer día.',
    },
    fa: {
      name: 'برنامه‌نویس تازه‌کار',
      description: 'کد مرتب می‌نویسد و از روز اول درآمدی ثابت دارد.',
    },
    ar: {
      name: 'مبرمج مبتدئ',
      description: 'يكتب شيفرة مرتبة ويحقق دخلًا ثابتًا منذ اليوم الأول.',
    },
  },
  2: {
    es: {
      name: 'Agricultor ecológico',
      description: 'Cultiva productos de temporada; empieza despacio, pero es fiable durante años.',
    },
    fa: {
      name: 'کشاورز ارگانیک',
      description: 'محصولات فصلی می‌کارد؛ آهسته شروع می‌کند و سال‌ها قابل اعتماد است.',
    },
    ar: {
      name: 'مزارع عضوي',
      description: 'يزرع محاصيل موسمية؛ بطيء في البداية وموثوق لسنوات.',
    },
  },
  3: {
    es: {
      name: 'Cocinero de comida callejera',
      description: 'Manos rápidas, clientes fieles y buenas ganancias diarias.',
    },
    fa: {
      name: 'آشپز غذای خیابانی',
      description: 'دستانی سریع، مشتریانی وفادار و بازده روزانهٔ خوب.',
    },
    ar: {
      name: 'طاهي طعام الشارع',
      description: 'يدان سريعتان وزبائن أوفياء وعائد يومي جيد.',
    },
  },
  4: {
    es: { name: 'Mecánico de taller', description: 'Arregla cualquier cosa que tenga motor.' },
    fa: { name: 'مکانیک تعمیرگاه', description: 'هر چیزی را که موتور دارد تعمیر می‌کند.' },
    ar: { name: 'ميكانيكي الورشة', description: 'يصلح أي شيء له محرك.' },
  },
  5: {
    es: {
      name: 'Bloguero de viajes',
      description: 'Convierte cada viaje en seguidores, y los seguidores en ingresos.',
    },
    fa: {
      name: 'وبلاگ‌نویس سفر',
      description: 'هر سفر را به دنبال‌کننده و دنبال‌کننده‌ها را به درآمد تبدیل می‌کند.',
    },
    ar: {
      name: 'مدوّن سفر',
      description: 'يحوّل كل رحلة إلى متابعين، والمتابعين إلى دخل.',
    },
  },
  6: {
    es: {
      name: 'Peluquero de salón',
      description: 'Tiene la agenda llena con semanas de antelación.',
    },
    fa: { name: 'آرایشگر سالن', description: 'نوبت‌هایش تا چند هفته پر است.' },
    ar: { name: 'مصفف شعر في صالون', description: 'مواعيده محجوزة لأسابيع مقدمًا.' },
  },
  7: {
    es: {
      name: 'Enfermera del turno de noche',
      description: 'Tranquila bajo presión; un personaje con mucha felicidad.',
    },
    fa: { name: 'پرستار شیفت شب', description: 'زیر فشار آرام است؛ کاراکتری با شادی بالا.' },
    ar: { name: 'ممرضة المناوبة الليلية', description: 'هادئة تحت الضغط؛ شخصية عالية السعادة.' },
  },
  8: {
    es: {
      name: 'Profesor particular de matemáticas',
      description: 'Con él, el conocimiento crece más rápido que con nadie.',
    },
    fa: { name: 'معلم خصوصی ریاضی', description: 'دانش با این یکی از همه سریع‌تر رشد می‌کند.' },
    ar: { name: 'مدرّس رياضيات خصوصي', description: 'مع هذا المدرّس تنمو المعرفة أسرع من غيره.' },
  },
  9: {
    es: {
      name: 'Taxista urbano',
      description:
        'Conoce cada atajo de la ciudad y trabaja día y noche, lo que mantiene alto el ingreso pero baja la energía.',
    },
    fa: {
      name: 'راننده تاکسی شهری',
      description:
        'همهٔ میان‌برهای شهر را می‌شناسد و شبانه‌روز کار می‌کند؛ برای همین درآمدش بالا و انرژی‌اش پایین می‌ماند.',
    },
    ar: {
      name: 'سائق أجرة في المدينة',
      description:
        'يعرف كل طريق مختصر في المدينة ويعمل على مدار الساعة، فيبقى دخله مرتفعًا وطاقته منخفضة.',
    },
  },
  10: {
    es: { name: 'Maestro carpintero', description: 'Hace muebles que se venden solos.' },
    fa: { name: 'استادکار نجار', description: 'مبلمانی می‌سازد که خودش را می‌فروشد.' },
    ar: { name: 'نجّار ماهر', description: 'يصنع أثاثًا يبيع نفسه بنفسه.' },
  },
  11: {
    es: {
      name: 'Programador sénior',
      description: 'Diez años de experiencia; el que más gana del Mercado.',
    },
    fa: { name: 'برنامه‌نویس ارشد', description: 'ده سال سابقه؛ پردرآمدترین کاراکتر بازارچه.' },
    ar: { name: 'مبرمج خبير', description: 'عشر سنوات من الخبرة؛ الأعلى دخلًا في السوق.' },
  },
  12: {
    es: { name: 'Pastelero', description: 'Resultados dulces.' },
    fa: { name: 'شیرینی‌پز', description: 'نتیجه‌هایی شیرین.' },
    ar: { name: 'طاهي حلويات', description: 'نتائج حلوة.' },
  },
};

export const shopTexts: CatalogTexts<SeedShopItem['id']> = {
  1: {
    es: {
      name: 'Auriculares inalámbricos',
      description: 'Con cancelación de ruido y 30 horas de batería.',
    },
    fa: { name: 'هدفون بی‌سیم', description: 'با حذف نویز و 30 ساعت شارژ باتری.' },
    ar: { name: 'سماعات لاسلكية', description: 'بخاصية إلغاء الضوضاء وبطارية تدوم ٣٠ ساعة.' },
  },
  2: {
    es: {
      name: 'Reloj inteligente Pro',
      description: 'Controla el ritmo cardíaco, el sueño y los pasos.',
    },
    fa: { name: 'ساعت هوشمند پرو', description: 'پایش ضربان قلب، خواب و گام‌ها.' },
    ar: { name: 'ساعة ذكية برو', description: 'تتبع نبضات القلب والنوم والخطوات.' },
  },
  3: {
    es: {
      name: 'Mochila urbana',
      description: 'Resistente al agua; cabe un portátil de 16 pulgadas.',
    },
    fa: { name: 'کوله‌پشتی شهری', description: 'ضدآب، با جا برای لپ‌تاپ 16 اینچی.' },
    ar: { name: 'حقيبة ظهر للمدينة', description: 'مقاومة للماء، تتسع لحاسوب محمول ١٦ بوصة.' },
  },
  4: {
    es: {
      name: 'Cafetera espresso',
      description: 'Quince bares de presión para una buena crema.',
    },
    fa: { name: 'اسپرسوساز', description: 'پانزده بار فشار برای کرمایی درست و حسابی.' },
    ar: { name: 'آلة إسبريسو', description: 'ضغط خمسة عشر بارًا لرغوة كريما مثالية.' },
  },
  5: {
    es: {
      name: 'Zapatillas para correr',
      description: 'Ligeras, amortiguadas y hechas para largas distancias.',
    },
    fa: { name: 'کفش دویدن', description: 'سبک و نرم، ساخته‌شده برای دویدن‌های طولانی.' },
    ar: { name: 'حذاء جري', description: 'خفيف ومبطّن، مصمم للجري لمسافات طويلة.' },
  },
  6: {
    es: {
      name: 'Tarjeta regalo izi',
      description:
        'Una tarjeta regalo para un amigo, para gastar en cualquier cosa del iziShop, enviada por correo electrónico a los pocos minutos de la compra y válida durante todo un año.',
    },
    fa: {
      name: 'کارت هدیه iziShop',
      description:
        'کارت هدیه‌ای برای یک دوست که در iziShop برای هر چیزی خرج می‌شود، چند دقیقه پس از خرید با ایمیل می‌رسد و یک سال کامل اعتبار دارد.',
    },
    ar: {
      name: 'بطاقة هدايا iziShop',
      description:
        'بطاقة هدايا لصديق تُنفق على أي شيء في iziShop، تصل بالبريد الإلكتروني خلال دقائق من الشراء وتبقى صالحة لعام كامل.',
    },
  },
};

/**
 * The item with its name and description in `language` when it has them there, else as it is
 * (English): any language tag, `fa` or `fa-IR` alike.
 */
export function inLanguage<
  T extends { id: number; name: string; description?: string | null | undefined },
>(
  item: T,
  texts: Partial<Record<number, Partial<Record<CatalogTextLanguage, CatalogText>>>>,
  language: string,
): T {
  const tag = language.toLowerCase().split('-')[0] as CatalogTextLanguage;
  const text = texts[item.id]?.[tag];
  return text ? { ...item, name: text.name, description: text.description } : item;
}
