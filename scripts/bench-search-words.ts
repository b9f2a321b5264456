/**
 * The words of the search bench's stories (scripts/bench-search.ts), in English, French and
 * Russian: lists of the same length in each language, an entry's index meaning the same thing in
 * all three, so that a story is written once and told in each. An entry is its forms separated by
 * `|` (English and French: singular|plural; Russian nouns: nominative|genitive|prepositional or
 * dative|accusative|instrumental[|plural]; adjectives: their genders and numbers). The first
 * entries of a list are picked most often (scripts/bench-search-corpus.ts).
 */
import type { Locale } from "../core/constants.ts";

export type WordList = readonly (readonly string[])[];

const list = (text: string): WordList =>
  text
    .trim()
    .split(/\s*,\s*/)
    .map((entry) => entry.split("|"));

/** Villages and towns: the same names in the three languages, in Cyrillic for Russian. */
const PLACES_LATIN = list(`Kpalimé, Tsévié, Atakpamé, Sokodé, Kara, Dapaong, Aného, Notsé, Bassar,
  Mango, Badou, Vogan, Tabligbo, Kévé, Amlamé, Tohoun, Agou, Danyi, Kougnohou, Bafilo, Niamtougou,
  Kandé, Sotouboua, Blitta, Anié, Elavagnon, Glidji, Togoville, Aképé, Lomé, Accra, Kumasi, Tamale,
  Hohoe, Cotonou, Ouidah, Abomey, Parakou, Aflao, Keta`);
const PLACES_CYRILLIC = list(`Кпалиме, Цевие, Атакпаме, Сокоде, Кара, Дапаонг, Анехо, Нотсе, Бассар,
  Манго, Баду, Воган, Таблигбо, Кеве, Амламе, Тохун, Агу, Даньи, Кугнуху, Бафило, Ниамтугу, Канде,
  Сотубуа, Блитта, Ание, Элаваньон, Глиджи, Тоговиль, Акепе, Ломе, Аккра, Кумаси, Тамале, Хохое,
  Котону, Уида, Абомей, Параку, Афлао, Кета`);

const AUTHORS_LATIN = list(`Ama Mensah, Kofi Agbeko, Akosua Boateng, Yaw Owusu, Efua Asante,
  Kwame Addo, Abla Kpodo, Komla Dossou, Afi Amegah, Sena Agbodjan, Elom Adjovi, Kossi Lawson,
  Esi Quaye, Kojo Tetteh, Adjoa Nyarko, Mawuli Gbedemah, Dela Akakpo, Yawa Tsikata`);
const AUTHORS_CYRILLIC = list(`Ама Менса, Кофи Агбеко, Акосуа Боатенг, Яу Овусу, Эфуа Асанте,
  Кваме Аддо, Абла Кподо, Комла Доссу, Афи Амега, Сена Агбоджан, Элом Аджови, Косси Лоусон,
  Эси Куэй, Коджо Тетте, Аджоа Ньярко, Мавули Гбедема, Дела Акакпо, Ява Циката`);

export interface Vocabulary {
  places: WordList;
  authors: WordList;
  /** What a story is about. */
  topics: WordList;
  /** Who is in it (plural). */
  groups: WordList;
  /** Past tense, of a plural subject, taking an object. */
  verbs: WordList;
  objects: WordList;
  adjectives: WordList;
  /** Russian: nominative|prepositional ("в январе"). */
  months: WordList;
  /** Less common activities and things, each in a few hundred stories. */
  rare: WordList;
  /** Words of a handful of stories. */
  veryRare: WordList;
}

export const VOCABULARY: Record<Locale, Vocabulary> = {
  en: {
    places: PLACES_LATIN,
    authors: AUTHORS_LATIN,
    topics: list(`school|schools, tournament|tournaments, football, basketball, volleyball,
      athletics, library|libraries, workshop|workshops, camp|camps, festival|festivals,
      scholarship|scholarships, project|projects, training, lesson|lessons, class|classes,
      competition|competitions, match|matches, league|leagues, club|clubs, garden|gardens,
      well|wells, clinic|clinics, reading club, choir|choirs, theatre, exhibition|exhibitions,
      marathon|marathons, race|races, dance, music, chess, swimming, handball, rugby, tennis,
      cycling`),
    groups: list(`children, girls, boys, students, pupils, teachers, volunteers, coaches, parents,
      families, players, teams, young people, mothers, elders, referees, nurses, doctors, partners,
      donors, sponsors, mentors, athletes, champions`),
    verbs: list(`opened, built, organised, won, played, trained, met, welcomed, taught, learned,
      received, painted, repaired, celebrated, visited, prepared, planted, collected, shared,
      finished, started, supported, joined, donated`),
    objects: list(`ball|balls, book|books, notebook|notebooks, uniform|uniforms, shoe|shoes,
      computer|computers, desk|desks, bench|benches, net|nets, goal|goals, bicycle|bicycles,
      medal|medals, trophy|trophies, cup|cups, certificate|certificates, textbook|textbooks,
      tablet|tablets, water tank|water tanks, meal|meals, seed|seeds, tree|trees, paint|paints,
      roof|roofs, classroom|classrooms, field|fields, pitch|pitches, court|courts,
      stadium|stadiums, kit|kits, jersey|jerseys`),
    adjectives: list(`new, young, local, regional, national, first, big, small, happy, proud,
      strong, old, free, weekly, summer, rural, annual, joyful, bright, green`),
    months: list(`January, February, March, April, May, June, July, August, September, October,
      November, December`),
    rare: list(`beekeeping, embroidery, carpentry, pottery, weaving, robotics, astronomy, origami,
      chemistry, geography, biology, algebra, poetry, calligraphy, photography, journalism, radio,
      archery, fencing, rowing, canoeing, kayaking, surfing, skateboarding, badminton, cricket,
      baseball, gymnastics, climbing, hiking, orienteering, sculpture, mosaic, puppetry,
      storytelling, debating, sewing, composting, irrigation, drumming`),
    veryRare: list(`hovercraft, zeppelin, xylophone, telescope, harpsichord, catamaran,
      planetarium, metronome, periscope, theodolite`),
  },
  fr: {
    places: PLACES_LATIN,
    authors: AUTHORS_LATIN,
    topics: list(`école|écoles, tournoi|tournois, football, basket, volley, athlétisme,
      bibliothèque|bibliothèques, atelier|ateliers, camp|camps, festival|festivals,
      bourse|bourses, projet|projets, formation|formations, leçon|leçons, classe|classes,
      compétition|compétitions, match|matchs, ligue|ligues, club|clubs, jardin|jardins, puits,
      dispensaire|dispensaires, club de lecture, chorale|chorales, théâtre,
      exposition|expositions, marathon|marathons, course|courses, danse, musique, échecs, natation,
      handball, rugby, tennis, cyclisme`),
    groups: list(`enfants, filles, garçons, étudiants, élèves, enseignants, bénévoles, entraîneurs,
      parents, familles, joueurs, équipes, jeunes, mères, anciens, arbitres, infirmières, médecins,
      partenaires, donateurs, sponsors, tuteurs, athlètes, champions`),
    verbs: list(`ont ouvert, ont construit, ont organisé, ont gagné, ont joué, ont entraîné,
      ont rencontré, ont accueilli, ont enseigné, ont appris, ont reçu, ont peint, ont réparé,
      ont célébré, ont visité, ont préparé, ont planté, ont collecté, ont partagé, ont terminé,
      ont commencé, ont soutenu, ont rejoint, ont offert`),
    objects: list(`ballon|ballons, livre|livres, cahier|cahiers, uniforme|uniformes,
      chaussure|chaussures, ordinateur|ordinateurs, bureau|bureaux, banc|bancs, filet|filets,
      but|buts, vélo|vélos, médaille|médailles, trophée|trophées, coupe|coupes, diplôme|diplômes,
      manuel|manuels, tablette|tablettes, citerne|citernes, repas|repas, graine|graines,
      arbre|arbres, peinture|peintures, toit|toits, salle de classe|salles de classe,
      terrain|terrains, pelouse|pelouses, court|courts, stade|stades, équipement|équipements,
      maillot|maillots`),
    adjectives: list(`nouveau|nouvelle|nouveaux, jeune|jeune|jeunes, local|locale|locaux,
      régional|régionale|régionaux, national|nationale|nationaux, premier|première|premiers,
      grand|grande|grands, petit|petite|petits, heureux|heureuse|heureux, fier|fière|fiers,
      fort|forte|forts, vieux|vieille|vieux, gratuit|gratuite|gratuits,
      hebdomadaire|hebdomadaire|hebdomadaires, estival|estivale|estivaux, rural|rurale|ruraux,
      annuel|annuelle|annuels, joyeux|joyeuse|joyeux, lumineux|lumineuse|lumineux,
      vert|verte|verts`),
    months: list(`janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre,
      novembre, décembre`),
    rare: list(`apiculture, broderie, menuiserie, poterie, tissage, robotique, astronomie, origami,
      chimie, géographie, biologie, algèbre, poésie, calligraphie, photographie, journalisme,
      radio, tir à l’arc, escrime, aviron, canoë, kayak, surf, skateboard, badminton, cricket,
      baseball, gymnastique, escalade, randonnée, course d’orientation, sculpture, mosaïque,
      marionnettes, contes, débats, couture, compostage, irrigation, percussions`),
    veryRare: list(`aéroglisseur, zeppelin, xylophone, télescope, clavecin, catamaran,
      planétarium, métronome, périscope, théodolite`),
  },
  ru: {
    places: PLACES_CYRILLIC,
    authors: AUTHORS_CYRILLIC,
    topics: list(`школа|школы|школе|школу|школой, турнир|турнира|турнире|турнир|турниром,
      футбол|футбола|футболе|футбол|футболом, баскетбол|баскетбола|баскетболе|баскетбол|баскетболом,
      волейбол|волейбола|волейболе|волейбол|волейболом,
      атлетика|атлетики|атлетике|атлетику|атлетикой,
      библиотека|библиотеки|библиотеке|библиотеку|библиотекой,
      мастерская|мастерской|мастерской|мастерскую|мастерской, лагерь|лагеря|лагере|лагерь|лагерем,
      фестиваль|фестиваля|фестивале|фестиваль|фестивалем,
      стипендия|стипендии|стипендии|стипендию|стипендией, проект|проекта|проекте|проект|проектом,
      тренировка|тренировки|тренировке|тренировку|тренировкой, урок|урока|уроке|урок|уроком,
      класс|класса|классе|класс|классом,
      соревнование|соревнования|соревновании|соревнование|соревнованием,
      матч|матча|матче|матч|матчем, лига|лиги|лиге|лигу|лигой, клуб|клуба|клубе|клуб|клубом,
      сад|сада|саду|сад|садом, колодец|колодца|колодце|колодец|колодцем,
      медпункт|медпункта|медпункте|медпункт|медпунктом,
      кружок чтения|кружка чтения|кружке чтения|кружок чтения|кружком чтения,
      хор|хора|хоре|хор|хором, театр|театра|театре|театр|театром,
      выставка|выставки|выставке|выставку|выставкой, марафон|марафона|марафоне|марафон|марафоном,
      забег|забега|забеге|забег|забегом, танец|танца|танце|танец|танцем,
      музыка|музыки|музыке|музыку|музыкой, шахматы|шахмат|шахматах|шахматы|шахматами,
      плавание|плавания|плавании|плавание|плаванием, гандбол|гандбола|гандболе|гандбол|гандболом,
      регби, теннис|тенниса|теннисе|теннис|теннисом,
      велоспорт|велоспорта|велоспорте|велоспорт|велоспортом`),
    groups: list(`дети|детей|детям|детей|детьми, девочки|девочек|девочкам|девочек|девочками,
      мальчики|мальчиков|мальчикам|мальчиков|мальчиками,
      студенты|студентов|студентам|студентов|студентами,
      ученики|учеников|ученикам|учеников|учениками, учителя|учителей|учителям|учителей|учителями,
      волонтёры|волонтёров|волонтёрам|волонтёров|волонтёрами,
      тренеры|тренеров|тренерам|тренеров|тренерами,
      родители|родителей|родителям|родителей|родителями, семьи|семей|семьям|семьи|семьями,
      игроки|игроков|игрокам|игроков|игроками, команды|команд|командам|команды|командами,
      молодёжь|молодёжи|молодёжи|молодёжь|молодёжью, матери|матерей|матерям|матерей|матерями,
      старейшины|старейшин|старейшинам|старейшин|старейшинами, судьи|судей|судьям|судей|судьями,
      медсёстры|медсестёр|медсёстрам|медсестёр|медсёстрами, врачи|врачей|врачам|врачей|врачами,
      партнёры|партнёров|партнёрам|партнёров|партнёрами, доноры|доноров|донорам|доноров|донорами,
      спонсоры|спонсоров|спонсорам|спонсоров|спонсорами,
      наставники|наставников|наставникам|наставников|наставниками,
      спортсмены|спортсменов|спортсменам|спортсменов|спортсменами,
      чемпионы|чемпионов|чемпионам|чемпионов|чемпионами`),
    verbs: list(`открыли, построили, организовали, выиграли, сыграли, тренировали, встретили,
      приняли, учили, изучали, получили, покрасили, отремонтировали, отпраздновали, посетили,
      подготовили, посадили, собрали, разделили, закончили, начали, поддержали, нашли, подарили`),
    objects: list(`мяч|мяча|мяче|мяч|мячом|мячи, книга|книги|книге|книгу|книгой|книги,
      тетрадь|тетради|тетради|тетрадь|тетрадью|тетради, форма|формы|форме|форму|формой|формы,
      обувь|обуви|обуви|обувь|обувью|обувь,
      компьютер|компьютера|компьютере|компьютер|компьютером|компьютеры,
      парта|парты|парте|парту|партой|парты, скамейка|скамейки|скамейке|скамейку|скамейкой|скамейки,
      сетка|сетки|сетке|сетку|сеткой|сетки, ворота|ворот|воротах|ворота|воротами|ворота,
      велосипед|велосипеда|велосипеде|велосипед|велосипедом|велосипеды,
      медаль|медали|медали|медаль|медалью|медали, трофей|трофея|трофее|трофей|трофеем|трофеи,
      кубок|кубка|кубке|кубок|кубком|кубки, диплом|диплома|дипломе|диплом|дипломом|дипломы,
      учебник|учебника|учебнике|учебник|учебником|учебники,
      планшет|планшета|планшете|планшет|планшетом|планшеты,
      цистерна|цистерны|цистерне|цистерну|цистерной|цистерны, обед|обеда|обеде|обед|обедом|обеды,
      семена|семян|семенах|семена|семенами|семена, дерево|дерева|дереве|дерево|деревом|деревья,
      краска|краски|краске|краску|краской|краски, крыша|крыши|крыше|крышу|крышей|крыши,
      аудитория|аудитории|аудитории|аудиторию|аудиторией|аудитории, поле|поля|поле|поле|полем|поля,
      площадка|площадки|площадке|площадку|площадкой|площадки, корт|корта|корте|корт|кортом|корты,
      стадион|стадиона|стадионе|стадион|стадионом|стадионы,
      экипировка|экипировки|экипировке|экипировку|экипировкой|экипировки,
      футболка|футболки|футболке|футболку|футболкой|футболки`),
    adjectives: list(`новый|новая|новое|новые|новых, молодой|молодая|молодое|молодые|молодых,
      местный|местная|местное|местные|местных,
      региональный|региональная|региональное|региональные|региональных,
      национальный|национальная|национальное|национальные|национальных,
      первый|первая|первое|первые|первых, большой|большая|большое|большие|больших,
      маленький|маленькая|маленькое|маленькие|маленьких,
      счастливый|счастливая|счастливое|счастливые|счастливых,
      гордый|гордая|гордое|гордые|гордых, сильный|сильная|сильное|сильные|сильных,
      старый|старая|старое|старые|старых, бесплатный|бесплатная|бесплатное|бесплатные|бесплатных,
      еженедельный|еженедельная|еженедельное|еженедельные|еженедельных,
      летний|летняя|летнее|летние|летних, сельский|сельская|сельское|сельские|сельских,
      ежегодный|ежегодная|ежегодное|ежегодные|ежегодных,
      радостный|радостная|радостное|радостные|радостных, яркий|яркая|яркое|яркие|ярких,
      зелёный|зелёная|зелёное|зелёные|зелёных`),
    months: list(`январь|январе, февраль|феврале, март|марте, апрель|апреле, май|мае, июнь|июне,
      июль|июле, август|августе, сентябрь|сентябре, октябрь|октябре, ноябрь|ноябре,
      декабрь|декабре`),
    rare: list(`пчеловодство|пчеловодства, вышивка|вышивки, столярное дело|столярного дела,
      гончарство|гончарства, ткачество|ткачества, робототехника|робототехники,
      астрономия|астрономии, оригами, химия|химии, география|географии, биология|биологии,
      алгебра|алгебры, поэзия|поэзии, каллиграфия|каллиграфии, фотография|фотографии,
      журналистика|журналистики, радио, стрельба из лука|стрельбы из лука, фехтование|фехтования,
      гребля|гребли, каноэ, каякинг|каякинга, сёрфинг|сёрфинга, скейтбординг|скейтбординга,
      бадминтон|бадминтона, крикет|крикета, бейсбол|бейсбола, гимнастика|гимнастики,
      скалолазание|скалолазания, туризм|туризма, ориентирование|ориентирования,
      скульптура|скульптуры, мозаика|мозаики, кукольный театр|кукольного театра,
      сказительство|сказительства, дебаты|дебатов, шитьё|шитья, компостирование|компостирования,
      орошение|орошения, барабаны|барабанов`),
    veryRare: list(`аэроглиссер|аэроглиссера, дирижабль|дирижабля, ксилофон|ксилофона,
      телескоп|телескопа, клавесин|клавесина, катамаран|катамарана, планетарий|планетария,
      метроном|метронома, перископ|перископа, теодолит|теодолита`),
  },
};

for (const [locale, vocabulary] of Object.entries(VOCABULARY)) {
  for (const [name, words] of Object.entries(vocabulary)) {
    if (words.length !== VOCABULARY.en[name as keyof Vocabulary].length)
      throw new Error(`bench words: ${locale} ${name} has ${words.length} entries, not as in en`);
  }
}
