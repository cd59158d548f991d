import type { Language } from '@storefront/contract';

export interface SeoMessages {
  siteTitle: string;
  homeDescription: string;
  goodsTitle: string;
  goodsDescription: string;
  discountedTitle: string;
  discountedDescription: string;
  categoryTitle: string;
  shopDescription: string;
  searchTitle: string;
  notFoundTitle: string;
}

/** What search engines and link previews read, in each of the 16 languages. */
export const SEO_MESSAGES: Record<Language, SeoMessages> = {
  en: {
    siteTitle: 'Storefront — shop from independent sellers',
    homeDescription:
      'Shop fashion, phones, home goods and more from hundreds of independent shops. Pay with your wallet, chat with sellers and get help live.',
    goodsTitle: 'All products',
    goodsDescription:
      'Browse every product on Storefront: filter by category, price and rating, and sort by price, sales or newest.',
    discountedTitle: 'Discounts',
    discountedDescription: 'Products on sale right now, with the biggest savings first.',
    categoryTitle: 'Categories',
    shopDescription: '{name} on Storefront: {count} products. {description}',
    searchTitle: 'Results for “{kw}”',
    notFoundTitle: 'Page not found',
  },
  de: {
    siteTitle: 'Storefront – bei unabhängigen Händlern einkaufen',
    homeDescription:
      'Mode, Smartphones, Wohnen und mehr aus Hunderten unabhängiger Shops. Mit dem Wallet bezahlen, mit Verkäufern chatten und live Hilfe erhalten.',
    goodsTitle: 'Alle Produkte',
    goodsDescription:
      'Alle Produkte auf Storefront: nach Kategorie, Preis und Bewertung filtern und nach Preis, Verkäufen oder Neuheit sortieren.',
    discountedTitle: 'Angebote',
    discountedDescription: 'Reduzierte Produkte, die größten Ersparnisse zuerst.',
    categoryTitle: 'Kategorien',
    shopDescription: '{name} auf Storefront: {count} Produkte. {description}',
    searchTitle: 'Ergebnisse für „{kw}“',
    notFoundTitle: 'Seite nicht gefunden',
  },
  el: {
    siteTitle: 'Storefront — αγορές από ανεξάρτητους πωλητές',
    homeDescription:
      'Μόδα, κινητά, είδη σπιτιού και πολλά άλλα από εκατοντάδες ανεξάρτητα καταστήματα. Πληρώστε με το πορτοφόλι σας, συνομιλήστε με πωλητές και λάβετε βοήθεια άμεσα.',
    goodsTitle: 'Όλα τα προϊόντα',
    goodsDescription:
      'Δείτε όλα τα προϊόντα του Storefront: φιλτράρετε ανά κατηγορία, τιμή και βαθμολογία και ταξινομήστε ανά τιμή, πωλήσεις ή νεότερα.',
    discountedTitle: 'Προσφορές',
    discountedDescription: 'Προϊόντα σε έκπτωση τώρα, με τη μεγαλύτερη έκπτωση πρώτα.',
    categoryTitle: 'Κατηγορίες',
    shopDescription: '{name} στο Storefront: {count} προϊόντα. {description}',
    searchTitle: 'Αποτελέσματα για «{kw}»',
    notFoundTitle: 'Η σελίδα δεν βρέθηκε',
  },
  es: {
    siteTitle: 'Storefront: compra a vendedores independientes',
    homeDescription:
      'Moda, móviles, hogar y mucho más de cientos de tiendas independientes. Pague con su monedero, chatee con los vendedores y reciba ayuda en directo.',
    goodsTitle: 'Todos los productos',
    goodsDescription:
      'Explore todos los productos de Storefront: filtre por categoría, precio y valoración, y ordene por precio, ventas o novedad.',
    discountedTitle: 'Ofertas',
    discountedDescription: 'Productos rebajados ahora mismo, con los mayores descuentos primero.',
    categoryTitle: 'Categorías',
    shopDescription: '{name} en Storefront: {count} productos. {description}',
    searchTitle: 'Resultados de «{kw}»',
    notFoundTitle: 'Página no encontrada',
  },
  fr: {
    siteTitle: 'Storefront — achetez auprès de vendeurs indépendants',
    homeDescription:
      'Mode, téléphones, maison et bien plus auprès de centaines de boutiques indépendantes. Payez avec votre portefeuille, discutez avec les vendeurs et obtenez de l’aide en direct.',
    goodsTitle: 'Tous les produits',
    goodsDescription:
      'Parcourez tous les produits de Storefront : filtrez par catégorie, prix et note, et triez par prix, ventes ou nouveautés.',
    discountedTitle: 'Promotions',
    discountedDescription: 'Les produits en promotion en ce moment, les plus fortes remises d’abord.',
    categoryTitle: 'Catégories',
    shopDescription: '{name} sur Storefront : {count} produits. {description}',
    searchTitle: 'Résultats pour « {kw} »',
    notFoundTitle: 'Page introuvable',
  },
  it: {
    siteTitle: 'Storefront: acquista da venditori indipendenti',
    homeDescription:
      'Moda, smartphone, casa e molto altro da centinaia di negozi indipendenti. Paga con il portafoglio, chatta con i venditori e ricevi assistenza dal vivo.',
    goodsTitle: 'Tutti i prodotti',
    goodsDescription:
      'Sfoglia tutti i prodotti di Storefront: filtra per categoria, prezzo e valutazione e ordina per prezzo, vendite o novità.',
    discountedTitle: 'Offerte',
    discountedDescription: 'Prodotti in sconto adesso, prima i risparmi maggiori.',
    categoryTitle: 'Categorie',
    shopDescription: '{name} su Storefront: {count} prodotti. {description}',
    searchTitle: 'Risultati per «{kw}»',
    notFoundTitle: 'Pagina non trovata',
  },
  ja: {
    siteTitle: 'Storefront — 個性あふれるショップでお買い物',
    homeDescription:
      'ファッション、スマートフォン、インテリアなど、数百の独立系ショップの商品をお買い求めいただけます。ウォレットで支払い、出品者とチャットし、ライブサポートも利用できます。',
    goodsTitle: 'すべての商品',
    goodsDescription:
      'Storefront のすべての商品を、カテゴリ・価格・評価で絞り込み、価格・販売数・新着順で並べ替えられます。',
    discountedTitle: 'セール',
    discountedDescription: '現在セール中の商品を、割引率の高い順にご紹介します。',
    categoryTitle: 'カテゴリ',
    shopDescription: 'Storefront の {name}：{count} 件の商品。{description}',
    searchTitle: '「{kw}」の検索結果',
    notFoundTitle: 'ページが見つかりません',
  },
  ko: {
    siteTitle: 'Storefront — 독립 판매자에게서 쇼핑하세요',
    homeDescription:
      '수백 개의 독립 상점에서 패션, 휴대폰, 홈 용품 등을 만나 보세요. 지갑으로 결제하고, 판매자와 채팅하고, 실시간 도움을 받을 수 있습니다.',
    goodsTitle: '전체 상품',
    goodsDescription:
      'Storefront의 모든 상품을 카테고리, 가격, 평점으로 필터링하고 가격, 판매량, 최신순으로 정렬해 보세요.',
    discountedTitle: '할인',
    discountedDescription: '지금 할인 중인 상품을 할인 폭이 큰 순서로 보여 드립니다.',
    categoryTitle: '카테고리',
    shopDescription: 'Storefront의 {name}: 상품 {count}개. {description}',
    searchTitle: '“{kw}” 검색 결과',
    notFoundTitle: '페이지를 찾을 수 없습니다',
  },
  ms: {
    siteTitle: 'Storefront — beli-belah daripada penjual bebas',
    homeDescription:
      'Fesyen, telefon, barangan rumah dan banyak lagi daripada ratusan kedai bebas. Bayar dengan dompet anda, bersembang dengan penjual dan dapatkan bantuan secara langsung.',
    goodsTitle: 'Semua produk',
    goodsDescription:
      'Layari semua produk di Storefront: tapis mengikut kategori, harga dan penilaian, dan susun mengikut harga, jualan atau terbaharu.',
    discountedTitle: 'Diskaun',
    discountedDescription: 'Produk yang sedang dijual murah, penjimatan terbesar dahulu.',
    categoryTitle: 'Kategori',
    shopDescription: '{name} di Storefront: {count} produk. {description}',
    searchTitle: 'Hasil carian untuk “{kw}”',
    notFoundTitle: 'Halaman tidak ditemui',
  },
  pt: {
    siteTitle: 'Storefront — compre de vendedores independentes',
    homeDescription:
      'Moda, celulares, casa e muito mais de centenas de lojas independentes. Pague com sua carteira, converse com os vendedores e receba ajuda ao vivo.',
    goodsTitle: 'Todos os produtos',
    goodsDescription:
      'Veja todos os produtos da Storefront: filtre por categoria, preço e avaliação e ordene por preço, vendas ou novidades.',
    discountedTitle: 'Promoções',
    discountedDescription: 'Produtos em promoção agora, com os maiores descontos primeiro.',
    categoryTitle: 'Categorias',
    shopDescription: '{name} na Storefront: {count} produtos. {description}',
    searchTitle: 'Resultados para “{kw}”',
    notFoundTitle: 'Página não encontrada',
  },
  ru: {
    siteTitle: 'Storefront — покупки у независимых продавцов',
    homeDescription:
      'Одежда, смартфоны, товары для дома и многое другое от сотен независимых магазинов. Платите кошельком, общайтесь с продавцами и получайте помощь в чате.',
    goodsTitle: 'Все товары',
    goodsDescription:
      'Все товары Storefront: фильтр по категории, цене и рейтингу, сортировка по цене, продажам или новизне.',
    discountedTitle: 'Скидки',
    discountedDescription: 'Товары со скидкой прямо сейчас, сначала самые выгодные.',
    categoryTitle: 'Категории',
    shopDescription: '{name} на Storefront: товаров — {count}. {description}',
    searchTitle: 'Результаты по запросу «{kw}»',
    notFoundTitle: 'Страница не найдена',
  },
  th: {
    siteTitle: 'Storefront — ช้อปจากร้านค้าอิสระ',
    homeDescription:
      'แฟชั่น โทรศัพท์ ของใช้ในบ้าน และอีกมากมายจากร้านค้าอิสระหลายร้อยร้าน ชำระเงินด้วยวอลเล็ต แชทกับผู้ขาย และรับความช่วยเหลือแบบสด',
    goodsTitle: 'สินค้าทั้งหมด',
    goodsDescription: 'ดูสินค้าทั้งหมดบน Storefront กรองตามหมวดหมู่ ราคา และคะแนน แล้วเรียงตามราคา ยอดขาย หรือสินค้าใหม่',
    discountedTitle: 'ส่วนลด',
    discountedDescription: 'สินค้าลดราคาตอนนี้ เรียงจากส่วนลดมากที่สุด',
    categoryTitle: 'หมวดหมู่',
    shopDescription: '{name} บน Storefront: สินค้า {count} รายการ {description}',
    searchTitle: 'ผลการค้นหา “{kw}”',
    notFoundTitle: 'ไม่พบหน้านี้',
  },
  tr: {
    siteTitle: 'Storefront — bağımsız satıcılardan alışveriş',
    homeDescription:
      'Yüzlerce bağımsız mağazadan moda, telefon, ev ürünleri ve daha fazlası. Cüzdanınızla ödeyin, satıcılarla sohbet edin ve canlı destek alın.',
    goodsTitle: 'Tüm ürünler',
    goodsDescription:
      'Storefront’taki tüm ürünlere göz atın: kategori, fiyat ve puana göre filtreleyin; fiyat, satış veya yeniliğe göre sıralayın.',
    discountedTitle: 'İndirimler',
    discountedDescription: 'Şu anda indirimde olan ürünler, en büyük indirim önce.',
    categoryTitle: 'Kategoriler',
    shopDescription: 'Storefront’ta {name}: {count} ürün. {description}',
    searchTitle: '“{kw}” için sonuçlar',
    notFoundTitle: 'Sayfa bulunamadı',
  },
  vi: {
    siteTitle: 'Storefront — mua sắm từ người bán độc lập',
    homeDescription:
      'Thời trang, điện thoại, đồ gia dụng và nhiều hơn nữa từ hàng trăm cửa hàng độc lập. Thanh toán bằng ví, trò chuyện với người bán và được hỗ trợ trực tiếp.',
    goodsTitle: 'Tất cả sản phẩm',
    goodsDescription:
      'Xem mọi sản phẩm trên Storefront: lọc theo danh mục, giá và đánh giá, sắp xếp theo giá, lượt bán hoặc mới nhất.',
    discountedTitle: 'Giảm giá',
    discountedDescription: 'Sản phẩm đang giảm giá, giảm nhiều nhất trước.',
    categoryTitle: 'Danh mục',
    shopDescription: '{name} trên Storefront: {count} sản phẩm. {description}',
    searchTitle: 'Kết quả cho “{kw}”',
    notFoundTitle: 'Không tìm thấy trang',
  },
  zh: {
    siteTitle: 'Storefront — 汇聚独立卖家的购物平台',
    homeDescription: '数百家独立店铺的服饰、手机、家居等商品。使用钱包付款，与卖家聊天，随时获得在线客服帮助。',
    goodsTitle: '全部商品',
    goodsDescription: '浏览 Storefront 上的全部商品：按分类、价格和评分筛选，按价格、销量或最新排序。',
    discountedTitle: '优惠',
    discountedDescription: '正在打折的商品，优惠力度最大的排在最前。',
    categoryTitle: '分类',
    shopDescription: 'Storefront 上的 {name}：共 {count} 件商品。{description}',
    searchTitle: '“{kw}”的搜索结果',
    notFoundTitle: '页面未找到',
  },
  'zh-tw': {
    siteTitle: 'Storefront — 匯聚獨立賣家的購物平台',
    homeDescription: '數百家獨立商店的服飾、手機、居家等商品。使用錢包付款、與賣家聊天，隨時獲得線上客服協助。',
    goodsTitle: '全部商品',
    goodsDescription: '瀏覽 Storefront 上的全部商品：依分類、價格與評分篩選，依價格、銷量或最新排序。',
    discountedTitle: '優惠',
    discountedDescription: '目前正在特價的商品，折扣最多的排在最前。',
    categoryTitle: '分類',
    shopDescription: 'Storefront 上的 {name}：共 {count} 件商品。{description}',
    searchTitle: '「{kw}」的搜尋結果',
    notFoundTitle: '找不到頁面',
  },
};

export function seoMessage(lang: Language, key: keyof SeoMessages, params: Record<string, string> = {}): string {
  return SEO_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
