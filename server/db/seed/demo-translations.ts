/**
 * French and Russian texts of the demo content, keyed by the English title (or
 * name) of the item in `demo-content.ts`. Written as a native speaker would write them, not word for
 * word, with each language's typography. The seed combines them with the English texts into the
 * localized fields `{ en, fr, ru }`.
 */

/** One text in the two languages besides English. */
export interface Translated<T = string> {
  fr: T;
  ru: T;
}

export interface PostTranslation {
  title: Translated;
  excerpt: Translated;
  /** Paragraphs separated by a blank line, as in the English content. */
  content: Translated;
}

export interface ProgramTranslation {
  title: Translated;
  description: Translated;
  longDescription: Translated;
  location: Translated;
  requirements: Translated<string[]>;
  objectives: Translated<string[]>;
}

export interface GalleryTranslation {
  title: Translated;
  description: Translated;
}

export interface StoreItemTranslation {
  name: Translated;
  description: Translated;
}

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const blogPostTranslations: Record<string, PostTranslation> = {
  "Partners meet in Accra to plan the 2025 season": {
    title: {
      fr: "À Accra, nos partenaires préparent la saison 2025",
      ru: "Партнёры собрались в Аккре, чтобы спланировать сезон 2025 года",
    },
    excerpt: {
      fr: "Entraîneurs, enseignants et partenaires ont passé deux jours à Accra pour bâtir les programmes de l’an prochain.",
      ru: "Тренеры, учителя и партнёры два дня работали в Аккре над программами следующего года.",
    },
    content: {
      fr: p(
        "Trente-deux entraîneurs, enseignants et représentants de nos partenaires se sont retrouvés à Accra pour deux journées de travail.",
        "Ensemble, nous avons dressé le bilan de l’académie de football, arrêté de nouveaux critères d’attribution des bourses et repéré trois communautés qui rejoindront le programme la saison prochaine.",
        "L’album photo ci-dessous retrace les ateliers, la visite de terrain et la cérémonie de clôture.",
      ),
      ru: p(
        "В Аккре прошла двухдневная встреча по планированию: собрались 32 человека — тренеры, учителя и представители партнёров.",
        "Вместе мы подвели итоги работы футбольной академии, согласовали новые критерии отбора стипендиатов и наметили три местных сообщества, которые войдут в программу в следующем сезоне.",
        "В фотоальбоме ниже — семинары, выезд на площадки и торжественное закрытие.",
      ),
    },
  },
  "From Lomé's streets to a university scholarship": {
    title: {
      fr: "Des rues de Lomé aux bancs de l’université",
      ru: "С улиц Ломе — к университетской стипендии",
    },
    excerpt: {
      fr: "Kofi a rejoint notre programme périscolaire à douze ans. Cet automne, il entame des études d’ingénieur.",
      ru: "Кофи пришёл в нашу программу продлённого дня в двенадцать лет. Этой осенью он начинает учиться на инженера.",
    },
    content: {
      fr: p(
        "Kofi a d’abord poussé la porte de notre centre de soutien scolaire de Lomé pour le football. Il est resté pour le club de maths.",
        "Six ans plus tard, il décroche son baccalauréat avec mention et une bourse pour étudier le génie civil.",
        "Son parcours résume pourquoi, chez nous, chaque séance d’entraînement s’accompagne d’une heure d’étude.",
      ),
      ru: p(
        "Впервые Кофи пришёл в наш учебный центр в Ломе ради футбола. А остался ради математического кружка.",
        "Шесть лет спустя он с отличием сдал выпускные экзамены и получил стипендию на обучение по специальности «гражданское строительство».",
        "Именно ради таких историй за каждой тренировкой у нас следует час учёбы.",
      ),
    },
  },
  "Girls' football league kicks off with 12 teams": {
    title: {
      fr: "Coup d’envoi de la ligue féminine de football : 12 équipes sur la ligne de départ",
      ru: "Стартовала футбольная лига для девочек: 12 команд",
    },
    excerpt: {
      fr: "La première ligue régionale féminine réunit 180 joueuses sur le terrain chaque samedi.",
      ru: "Первая региональная лига для девочек каждую субботу выводит на поле 180 футболисток.",
    },
    content: {
      fr: p(
        "Douze équipes, 180 joueuses et dix-huit journées de championnat : la ligue féminine est lancée !",
        "Chaque club dispose d’un entraîneur diplômé et d’un mentor qui suit la scolarité des joueuses.",
      ),
      ru: p(
        "Двенадцать команд, 180 футболисток и восемнадцать туров: лига для девочек стартовала!",
        "В каждом клубе есть подготовленный тренер и наставник, который следит за успеваемостью спортсменок.",
      ),
    },
  },
  "French club opens doors to new opportunities": {
    title: {
      fr: "Le club de français ouvre de nouveaux horizons",
      ru: "Клуб французского языка открывает новые возможности",
    },
    excerpt: {
      fr: "Chaque semaine, des cours de français aident les jeunes sportifs à se préparer aux études et aux compétitions à l’étranger.",
      ru: "Еженедельные уроки французского помогают юным спортсменам готовиться к учёбе и соревнованиям за рубежом.",
    },
    content: {
      fr: p(
        "Notre club de français se réunit désormais trois fois par semaine, dans deux centres.",
        "Les élèves pratiquent la conversation avec des bénévoles de Lomé et de Moscou et préparent le DELF.",
      ),
      ru: p(
        "Наш французский клуб теперь собирается три раза в неделю в двух центрах.",
        "Ученики практикуются в разговорной речи с волонтёрами из Ломе и Москвы и готовятся к экзамену DELF.",
      ),
    },
  },
  "Health checks for 400 young athletes": {
    title: {
      fr: "Un bilan de santé pour 400 jeunes sportifs",
      ru: "Медосмотр для 400 юных спортсменов",
    },
    excerpt: {
      fr: "Avant la nouvelle saison, une clinique partenaire a examiné tous les sportifs de nos programmes.",
      ru: "Перед новым сезоном партнёрская клиника обследовала всех спортсменов наших программ.",
    },
    content: {
      fr: p(
        "Pendant une semaine, des médecins et des infirmiers bénévoles ont proposé un bilan de santé gratuit à 400 sportifs.",
        "Chacun est reparti avec un carnet de santé, et douze d’entre eux ont été orientés vers un suivi médical.",
      ),
      ru: p(
        "За неделю врачи и медсёстры-волонтёры бесплатно осмотрели 400 спортсменов.",
        "Каждый получил медицинскую карту, а двенадцать ребят направили на дополнительное обследование.",
      ),
    },
  },
  "Youth leaders take the lead at summer camp": {
    title: {
      fr: "Au camp d’été, les jeunes leaders prennent les commandes",
      ru: "В летнем лагере главные — молодые лидеры",
    },
    excerpt: {
      fr: "D’anciens participants animent aujourd’hui les activités auxquelles ils prenaient part enfants.",
      ru: "Бывшие участники теперь сами ведут занятия, на которые когда-то приходили детьми.",
    },
    content: {
      fr: p(
        "Vingt jeunes leaders, tous d’anciens participants, ont organisé le camp d’été de cette année.",
        "Ils ont conçu les séances, encadré les plus jeunes et géré le budget du camp.",
      ),
      ru: p(
        "Летний лагерь в этом году организовали двадцать молодых лидеров — все они в прошлом участники наших программ.",
        "Они составили расписание занятий, тренировали младшие группы и сами распоряжались бюджетом лагеря.",
      ),
    },
  },
  "Draft: volunteer handbook update": {
    title: {
      fr: "Brouillon : mise à jour du guide des bénévoles",
      ru: "Черновик: новая редакция памятки волонтёра",
    },
    excerpt: {
      fr: "Notes pour la nouvelle édition du guide des bénévoles.",
      ru: "Заметки к новому изданию памятки для волонтёров.",
    },
    content: {
      fr: "Le guide s’enrichira d’un chapitre sur la protection de l’enfance et d’une liste de points à vérifier pendant la première semaine.",
      ru: "В памятке появятся глава о защите детей и чек-лист для первой недели волонтёра.",
    },
  },
  "Review: annual report 2024": {
    title: {
      fr: "À relire : rapport annuel 2024",
      ru: "На согласовании: годовой отчёт за 2024 год",
    },
    excerpt: {
      fr: "Le projet de rapport annuel attend la relecture du conseil d’administration.",
      ru: "Проект годового отчёта ждёт рассмотрения правлением.",
    },
    content: {
      fr: "Temps forts, finances et perspectives pour 2025 : le document est prêt à être relu.",
      ru: "Главные события года, финансы и планы на 2025 год — документ готов к рассмотрению.",
    },
  },
};

export const newsTranslations: Record<string, PostTranslation> = {
  "Sports complex project reaches its first funding milestone": {
    title: {
      fr: "Complexe sportif : le premier palier de financement est atteint",
      ru: "Спорткомплекс: собраны средства на первый этап",
    },
    excerpt: {
      fr: "Grâce à 240 donateurs, la première phase du complexe sportif de quartier est financée.",
      ru: "Благодаря 240 жертвователям первый этап строительства спорткомплекса для местных жителей полностью оплачен.",
    },
    content: {
      fr: "La première phase comprend le terrain de football, les vestiaires et un bâtiment de salles de classe. Les travaux démarreront à la saison sèche.",
      ru: "Первый этап включает футбольное поле, раздевалки и учебный корпус. Строительство начнётся в сухой сезон.",
    },
  },
  "Africa Culture Forum in Moscow welcomes 2,000 visitors": {
    title: {
      fr: "Le Forum des cultures africaines de Moscou accueille 2 000 visiteurs",
      ru: "Форум африканской культуры в Москве посетили 2 000 человек",
    },
    excerpt: {
      fr: "Musique, sport et débats sur l’éducation : le forum a rapproché l’Afrique et la Russie.",
      ru: "Музыка, спорт и дискуссии об образовании сблизили Африку и Россию.",
    },
    content: {
      fr: "Au programme : douze tables rondes, un tournoi de football des jeunes et une exposition de jeunes artistes.",
      ru: "На форуме прошли двенадцать дискуссий, молодёжный футбольный турнир и выставка молодых художников.",
    },
  },
  "New scholarship round opens for 2025": {
    title: {
      fr: "Bourses 2025 : les candidatures sont ouvertes",
      ru: "Открыт приём заявок на стипендии 2025 года",
    },
    excerpt: {
      fr: "Les jeunes de 15 à 22 ans peuvent déposer leur dossier jusqu’au 31 janvier.",
      ru: "Подать заявку могут учащиеся от 15 до 22 лет — до 31 января.",
    },
    content: {
      fr: "La bourse couvre les frais de scolarité, les manuels et une allocation mensuelle. Les dossiers sont examinés par un jury indépendant.",
      ru: "Стипендия покрывает плату за обучение, учебники и ежемесячные расходы. Заявки рассматривает независимая комиссия.",
    },
  },
  "Flooding in the north: training moved indoors": {
    title: {
      fr: "Inondations dans le nord : les entraînements passent en salle",
      ru: "Наводнение на севере: тренировки перенесли в зал",
    },
    excerpt: {
      fr: "Les séances se poursuivent à l’école partenaire, le temps que le terrain sèche.",
      ru: "Пока поле не просохнет, занятия проходят в партнёрской школе.",
    },
    content: {
      fr: "Tous les joueurs sont sains et saufs. Les entraînements ont lieu au gymnase de l’école jusqu’à nouvel ordre.",
      ru: "Все игроки в безопасности. До особого распоряжения тренировки проходят в спортзале школы.",
    },
  },
  "Volunteer orientation day in January": {
    title: {
      fr: "Journée d’accueil des bénévoles en janvier",
      ru: "В январе — день знакомства для новых волонтёров",
    },
    excerpt: {
      fr: "Les nouveaux bénévoles rencontrent l’équipe et visitent les centres.",
      ru: "Новые волонтёры познакомятся с командой и побывают в наших центрах.",
    },
    content: {
      fr: "Au programme de la journée : protection de l’enfance, présentation de nos programmes et informations pratiques.",
      ru: "В программе дня — защита детей, рассказ о наших программах и практические советы.",
    },
  },
  "Draft: partnership with a regional sports federation": {
    title: {
      fr: "Brouillon : partenariat avec une fédération sportive régionale",
      ru: "Черновик: партнёрство с региональной спортивной федерацией",
    },
    excerpt: {
      fr: "Annonce à publier dès la signature de l’accord.",
      ru: "Объявление выйдет после подписания соглашения.",
    },
    content: {
      fr: "Les détails du partenariat suivront.",
      ru: "Подробности о партнёрстве — позже.",
    },
  },
};

export const programTranslations: Record<string, ProgramTranslation> = {
  "Community Football Academy": {
    title: {
      fr: "Académie de football de quartier",
      ru: "Футбольная академия для местных ребят",
    },
    description: {
      fr: "Entraînements, matchs et mentorat chaque semaine pour les filles et les garçons de 8 à 16 ans.",
      ru: "Еженедельные тренировки, матчи и наставничество для мальчиков и девочек от 8 до 16 лет.",
    },
    longDescription: {
      fr: "L’académie associe trois entraînements par semaine à une aide aux devoirs, et chaque joueur est suivi par un mentor.",
      ru: "Три тренировки в неделю дополняются помощью с домашними заданиями, а у каждого игрока есть свой наставник.",
    },
    location: { fr: "Accra, Ghana", ru: "Аккра, Гана" },
    requirements: {
      fr: ["Âge : 8–16 ans", "Être scolarisé", "Autorisation parentale"],
      ru: ["Возраст: 8–16 лет", "Учёба в школе", "Согласие родителей"],
    },
    objectives: {
      fr: [
        "Former 120 jeunes joueurs",
        "Garder chaque joueur sur les bancs de l’école",
        "Former 10 entraîneurs locaux",
      ],
      ru: [
        "Подготовить 120 юных футболистов",
        "Добиться, чтобы ни один игрок не бросил школу",
        "Обучить 10 местных тренеров",
      ],
    },
  },
  "French for the Future": {
    title: { fr: "Le français, passeport pour l’avenir", ru: "Французский для будущего" },
    description: {
      fr: "Cours de français et préparation au DELF pour les élèves et les sportifs.",
      ru: "Уроки французского и подготовка к экзамену DELF для школьников и спортсменов.",
    },
    longDescription: {
      fr: "Trois fois par semaine, de petits groupes travaillent avec des enseignants formés et des bénévoles qui leur donnent la réplique.",
      ru: "Небольшие группы занимаются три раза в неделю с опытными преподавателями, а волонтёры помогают им в разговорной практике.",
    },
    location: { fr: "Lomé, Togo", ru: "Ломе, Того" },
    requirements: {
      fr: ["Âge : 14–25 ans", "S’engager à suivre au moins 80 % des cours"],
      ru: ["Возраст: 14–25 лет", "Готовность посещать не менее 80 % занятий"],
    },
    objectives: {
      fr: ["60 élèves atteignent le niveau A2 ou plus", "30 élèves passent le DELF"],
      ru: ["60 учеников достигают уровня A2 или выше", "30 учеников сдают экзамен DELF"],
    },
  },
  "Clean Water for Schools": {
    title: { fr: "De l’eau potable pour les écoles", ru: "Чистая вода для школ" },
    description: {
      fr: "Points d’eau et sensibilisation à l’hygiène dans quatre écoles rurales.",
      ru: "Питьевая вода и уроки гигиены в четырёх сельских школах.",
    },
    longDescription: {
      fr: "Avec les communes, nous avons installé des points d’eau et formé des élèves devenus ambassadeurs de l’hygiène.",
      ru: "Вместе с местными властями мы оборудовали пункты водоснабжения и обучили школьников, которые теперь сами рассказывают сверстникам о гигиене.",
    },
    location: { fr: "Kpalimé, Togo", ru: "Кпалиме, Того" },
    requirements: {
      fr: ["Convention signée avec l’école partenaire"],
      ru: ["Соглашение со школой-партнёром"],
    },
    objectives: {
      fr: ["4 points d’eau", "800 élèves ayant accès à une eau saine"],
      ru: ["4 пункта водоснабжения", "Чистая вода для 800 школьников"],
    },
  },
  "Youth Leadership Camp": {
    title: { fr: "Camp de leadership pour les jeunes", ru: "Лагерь молодых лидеров" },
    description: {
      fr: "Deux semaines de camp pour apprendre aux jeunes à mener des projets dans leur communauté.",
      ru: "Двухнедельный лагерь, где молодые люди учатся вести проекты в своих сообществах.",
    },
    longDescription: {
      fr: "Épaulés par un mentor et dotés d’une petite subvention de démarrage, les participants conçoivent et mènent un projet local.",
      ru: "При поддержке наставника и небольшого стартового гранта участники придумывают и воплощают собственный проект для своего сообщества.",
    },
    location: { fr: "Cape Coast, Ghana", ru: "Кейп-Кост, Гана" },
    requirements: {
      fr: ["Âge : 16–22 ans", "Recommandation d’un enseignant ou d’un entraîneur"],
      ru: ["Возраст: 16–22 года", "Рекомендация учителя или тренера"],
    },
    objectives: {
      fr: ["40 jeunes leaders formés", "10 projets locaux"],
      ru: ["40 подготовленных молодых лидеров", "10 проектов для местных сообществ"],
    },
  },
  "Mobile Health Days": {
    title: { fr: "Journées de santé itinérantes", ru: "Выездные дни здоровья" },
    description: {
      fr: "Bilans de santé gratuits pour les sportifs et leurs familles dans les communautés partenaires.",
      ru: "Бесплатные медосмотры для спортсменов и их семей в партнёрских сообществах.",
    },
    longDescription: {
      fr: "Deux fois par an, une équipe médicale mobile se rend dans chaque communauté pour des dépistages et des séances d’éducation à la santé.",
      ru: "Дважды в год выездная медицинская бригада приезжает в каждое сообщество: проводит обследования и рассказывает, как беречь здоровье.",
    },
    location: { fr: "Kumasi, Ghana", ru: "Кумаси, Гана" },
    requirements: {
      fr: ["Habiter dans une communauté partenaire"],
      ru: ["Проживание в партнёрском сообществе"],
    },
    objectives: {
      fr: ["1 000 bilans de santé", "Éducation à la santé pour 300 familles"],
      ru: ["1 000 медосмотров", "Занятия о здоровье для 300 семей"],
    },
  },
  "Basketball Court Renovation": {
    title: { fr: "Rénovation d’un terrain de basket", ru: "Ремонт баскетбольной площадки" },
    description: {
      fr: "Remise en état d’un terrain de quartier ; projet suspendu en attendant un site plus sûr.",
      ru: "Восстановление общественной площадки; работы приостановлены, пока не найдётся более безопасное место.",
    },
    longDescription: {
      fr: "Le projet a été arrêté lorsque le terrain a reçu une autre affectation. Les fonds ont été rendus aux donateurs.",
      ru: "Проект остановили, когда участок передали под другие нужды. Средства вернули жертвователям.",
    },
    location: { fr: "Tamale, Ghana", ru: "Тамале, Гана" },
    requirements: { fr: [], ru: [] },
    objectives: {
      fr: ["Un terrain rénové"],
      ru: ["Одна отремонтированная площадка"],
    },
  },
};

/** Keyed by the English title; items that share a title share one entry. */
export const galleryTranslations: Record<string, GalleryTranslation> = {
  "Homework club": {
    title: { fr: "Aide aux devoirs", ru: "Делаем уроки вместе" },
    description: {
      fr: "Des élèves travaillent ensemble après l’entraînement, à Lomé.",
      ru: "Ребята занимаются вместе после тренировки в Ломе.",
    },
  },
  "Library corner": {
    title: { fr: "Le coin bibliothèque", ru: "Библиотечный уголок" },
    description: {
      fr: "De nouveaux livres offerts par nos partenaires.",
      ru: "Новые книги — подарок наших партнёров.",
    },
  },
  "Graduation day": {
    title: { fr: "Remise des diplômes", ru: "Выпускной" },
    description: {
      fr: "Nos boursiers fêtent leurs résultats.",
      ru: "Стипендиаты празднуют свои успехи.",
    },
  },
  "French class": {
    title: { fr: "Cours de français", ru: "Урок французского" },
    description: {
      fr: "Séance de conversation avec des bénévoles.",
      ru: "Разговорная практика с волонтёрами.",
    },
  },
  "Saturday match": {
    title: { fr: "Match du samedi", ru: "Субботний матч" },
    description: {
      fr: "La ligue féminine lors de sa journée inaugurale.",
      ru: "Лига для девочек в день открытия.",
    },
  },
  "Tournament winners": {
    title: { fr: "Les vainqueurs du tournoi", ru: "Победители турнира" },
    description: {
      fr: "Les champions des moins de 14 ans et leur trophée.",
      ru: "Чемпионы в категории до 14 лет со своим кубком.",
    },
  },
  "Morning drills": {
    title: { fr: "Exercices du matin", ru: "Утренняя тренировка" },
    description: {
      fr: "Séance de maîtrise du ballon à l’académie.",
      ru: "Отрабатываем владение мячом в академии.",
    },
  },
  "Coaching course": {
    title: { fr: "Formation des entraîneurs", ru: "Курсы тренеров" },
    description: {
      fr: "Des entraîneurs locaux pendant leur semaine de certification.",
      ru: "Местные тренеры на неделе аттестации.",
    },
  },
  "Tree planting": {
    title: { fr: "Plantation d’arbres", ru: "Посадка деревьев" },
    description: {
      fr: "Des élèves plantent des arbres autour du nouveau terrain.",
      ru: "Школьники сажают деревья вокруг нового поля.",
    },
  },
  "Water point": {
    title: { fr: "Point d’eau", ru: "Пункт водоснабжения" },
    description: {
      fr: "Le premier point d’eau installé dans une école partenaire.",
      ru: "Первый пункт водоснабжения в школе-партнёре.",
    },
  },
  "Community meeting": {
    title: { fr: "Réunion de quartier", ru: "Встреча с жителями" },
    description: {
      fr: "Les familles imaginent ensemble le futur complexe sportif.",
      ru: "Семьи вместе обсуждают будущий спорткомплекс.",
    },
  },
  "School garden": {
    title: { fr: "Potager scolaire", ru: "Школьный огород" },
    description: {
      fr: "Un potager qui approvisionne la cantine de l’école.",
      ru: "Огород, который кормит школьную столовую.",
    },
  },
  "Culture Forum": {
    title: { fr: "Forum des cultures", ru: "Форум культуры" },
    description: {
      fr: "Des visiteurs au Forum des cultures africaines, à Moscou.",
      ru: "Гости Форума африканской культуры в Москве.",
    },
  },
  "Volunteer day": {
    title: { fr: "Journée des bénévoles", ru: "День волонтёра" },
    description: {
      fr: "Les bénévoles préparent les équipements de la nouvelle saison.",
      ru: "Волонтёры собирают комплекты формы к новому сезону.",
    },
  },
  "Awards night": {
    title: { fr: "Soirée des récompenses", ru: "Вечер награждения" },
    description: {
      fr: "À l’honneur : nos entraîneurs et nos mentors.",
      ru: "Чествуем наших тренеров и наставников.",
    },
  },
  "Open day": {
    title: { fr: "Journée portes ouvertes", ru: "День открытых дверей" },
    description: {
      fr: "Les familles découvrent l’académie.",
      ru: "Семьи знакомятся с академией.",
    },
  },
};

export const storeItemTranslations: Record<string, StoreItemTranslation> = {
  "Foundation T-shirt": {
    name: { fr: "T-shirt de la fondation", ru: "Футболка фонда" },
    description: {
      fr: "T-shirt en coton bio floqué du logo de la fondation.",
      ru: "Футболка из органического хлопка с логотипом фонда.",
    },
  },
  "Training jersey": {
    name: { fr: "Maillot d’entraînement", ru: "Тренировочная майка" },
    description: {
      fr: "Maillot léger porté par les joueurs de notre académie.",
      ru: "Лёгкая майка, в которой тренируются игроки нашей академии.",
    },
  },
  Cap: {
    name: { fr: "Casquette", ru: "Кепка" },
    description: {
      fr: "Casquette brodée, taille unique.",
      ru: "Кепка с вышивкой, универсальный размер.",
    },
  },
  "Water bottle": {
    name: { fr: "Gourde", ru: "Бутылка для воды" },
    description: {
      fr: "Gourde réutilisable en acier, 750 ml.",
      ru: "Многоразовая стальная бутылка, 750 мл.",
    },
  },
  "Tote bag": {
    name: { fr: "Sac en toile", ru: "Сумка-шопер" },
    description: {
      fr: "Cabas en toile cousu par une coopérative de femmes d’Accra.",
      ru: "Холщовая сумка, сшитая в женском кооперативе в Аккре.",
    },
  },
  "Hoodie (2023 edition)": {
    name: { fr: "Sweat à capuche (édition 2023)", ru: "Толстовка (коллекция 2023 года)" },
    description: {
      fr: "Le sweat de la saison dernière, qui n’est plus en vente.",
      ru: "Толстовка прошлого сезона, больше не продаётся.",
    },
  },
};
