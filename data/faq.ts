import type { FaqSubjectSource } from "./types";

// FAQ subjects in their fixed order ("Accomodation" keeps the spelling the organisers use).
// Line breaks ("\n") in an answer become separate paragraphs on the page.
export const faq: FaqSubjectSource[] = [
  {
    subject: { en: "Booking & Payment", pt: "Reserva e pagamento", de: "Buchung & Bezahlung" },
    topics: [
      {
        question: {
          en: "How do I book my place?",
          pt: "Como faço minha reserva?",
          de: "Wie buche ich meinen Platz?",
        },
        answer: {
          en:
            "Bookings are made in our external ticket system, not on this website. Click “{button:chrome.bookNow}” in the menu or “{button:editions.reserve}” on an upcoming edition, and the ticket shop opens in a new window.\n" +
            "There you choose your tier (gold, silver, bronze or Saloon & Bow Cabin), enter your details and pay. You receive your confirmation and invoice by e-mail.",
          pt:
            "As reservas são feitas no nosso sistema de ingressos externo, não neste site. Clique em “{button:chrome.bookNow}” no menu ou em “{button:editions.reserve}” em uma das próximas edições, e a loja de ingressos abre em uma nova janela.\n" +
            "Lá você escolhe sua categoria (ouro, prata, bronze ou Salão e cabine de proa), preenche seus dados e paga. A confirmação e a fatura chegam por e-mail.",
          de:
            "Gebucht wird in unserem externen Ticketsystem, nicht auf dieser Website. Klick im Menü auf „{button:chrome.bookNow}“ oder bei einer kommenden Ausgabe auf „{button:editions.reserve}“, dann öffnet sich der Ticketshop in einem neuen Fenster.\n" +
            "Dort wählst du deine Kategorie (Gold, Silber, Bronze oder Salon & Bugkabine), gibst deine Daten ein und bezahlst. Bestätigung und Rechnung bekommst du per E-Mail.",
        },
      },
      {
        question: {
          en: "Is there a discount if we come as a group?",
          pt: "Tem desconto para grupos?",
          de: "Gibt es einen Rabatt, wenn wir als Gruppe kommen?",
        },
        answer: {
          en:
            "Yes! If you book a whole boat together as a group of at least 8 people, use the promo code “FULL BOAT” in the ticket system. Every member of the group gets a 50 EUR discount.\n" +
            "Make sure everybody in the group enters the code and names the same group, so that we can put you on the same boat.",
          pt:
            "Tem, sim! Se vocês reservarem um barco inteiro juntos, como um grupo de pelo menos 8 pessoas, usem o código promocional “FULL BOAT” no sistema de ingressos. Cada pessoa do grupo ganha um desconto de 50 EUR.\n" +
            "Confiram se todo mundo do grupo digitou o código e informou o mesmo nome de grupo, para que a gente possa colocar vocês no mesmo barco.",
          de:
            "Ja! Wenn ihr als Gruppe von mindestens 8 Personen gemeinsam ein ganzes Boot bucht, gebt im Ticketsystem den Promo-Code „FULL BOAT“ ein. Jedes Gruppenmitglied bekommt dann 50 EUR Rabatt.\n" +
            "Achtet darauf, dass alle in der Gruppe den Code eingeben und denselben Gruppennamen angeben, damit wir euch auf dasselbe Boot setzen können.",
        },
      },
      {
        question: {
          en: "Can I choose who I share a cabin with?",
          pt: "Posso escolher com quem divido a cabine?",
          de: "Kann ich mir aussuchen, mit wem ich mir die Kabine teile?",
        },
        answer: {
          en: "Cabins are shared with a person of the same gender by default. If you would like to share with your partner, a friend or anybody else, just name your preferred cabin mate when you book, and ask them to name you too.",
          pt: "Por padrão, as cabines são divididas com uma pessoa do mesmo gênero. Se você quiser dividir com seu par, um amigo ou qualquer outra pessoa, é só indicar na reserva quem você prefere como colega de cabine e pedir que essa pessoa indique você também.",
          de: "Normalerweise teilst du dir die Kabine mit einer Person des gleichen Geschlechts. Wenn du sie lieber mit deinem Partner oder deiner Partnerin, mit Freunden oder sonst jemandem teilen möchtest, gib bei der Buchung einfach an, mit wem du in die Kabine willst, und bitte die Person, bei ihrer Buchung auch dich anzugeben.",
        },
      },
      {
        question: {
          en: "What happens if I have to cancel?",
          pt: "E se eu precisar cancelar?",
          de: "Was passiert, wenn ich absagen muss?",
        },
        answer: {
          en:
            "By default, tickets are not refunded, because we charter the boats for a fixed number of people.\n" +
            "If you find a replacement who buys an equivalent ticket, we refund your ticket minus an administration fee of 50 EUR.\n" +
            "If you prefer that we, the organisers, sell the ticket on for you, the fee is 100 EUR, and the refund happens once your place has been sold.\n" +
            "Alternatively, you can turn your ticket into a voucher for a later edition, with no fee at all.",
          pt:
            "Em regra, os ingressos não são reembolsados, porque fretamos os barcos para um número fixo de pessoas.\n" +
            "Se você encontrar alguém para ficar no seu lugar e essa pessoa comprar um ingresso equivalente, devolvemos o valor do seu ingresso, descontada uma taxa administrativa de 50 EUR.\n" +
            "Se preferir que nós, da organização, revendamos o ingresso por você, a taxa é de 100 EUR, e o reembolso acontece assim que sua vaga for vendida.\n" +
            "Outra opção é transformar seu ingresso em um voucher para uma edição futura, sem nenhuma taxa.",
          de:
            "Grundsätzlich werden Tickets nicht erstattet, weil wir die Boote für eine feste Personenzahl chartern.\n" +
            "Wenn du eine Ersatzperson findest, die ein gleichwertiges Ticket kauft, erstatten wir dir dein Ticket abzüglich einer Bearbeitungsgebühr von 50 EUR.\n" +
            "Möchtest du lieber, dass wir als Orga-Team dein Ticket für dich weiterverkaufen, beträgt die Gebühr 100 EUR; dein Geld bekommst du zurück, sobald dein Platz verkauft ist.\n" +
            "Alternativ kannst du dein Ticket ganz ohne Gebühr in einen Gutschein für eine spätere Ausgabe umwandeln.",
        },
      },
      {
        question: {
          en: "When do ticket sales close?",
          pt: "Até quando dá para comprar ingresso?",
          de: "Wann endet der Ticketverkauf?",
        },
        answer: {
          en: "Ticket sales close about 3 months before departure. We need that time to charter the right boats and put the crews together, so please do not wait until the last minute.",
          pt: "A venda de ingressos termina cerca de 3 meses antes da partida. Precisamos desse tempo para fretar os barcos certos e montar as tripulações, então, por favor, não deixe para a última hora.",
          de: "Der Ticketverkauf endet etwa 3 Monate vor der Abfahrt. Diese Zeit brauchen wir, um die passenden Boote zu chartern und die Crews zusammenzustellen – warte also bitte nicht bis zur letzten Minute.",
        },
      },
    ],
  },
  {
    subject: { en: "Budget", pt: "Orçamento", de: "Kosten" },
    topics: [
      {
        question: {
          en: "Why is there no price on the website?",
          pt: "Por que o site não mostra preços?",
          de: "Warum steht auf der Website kein Preis?",
        },
        answer: {
          en: "Ticket prices depend on the edition and the tier and can change with charter prices, so we show them only in the ticket system. Click “{button:chrome.bookNow}” to see the current prices for every tier.",
          pt: "Os preços dos ingressos dependem da edição e da categoria e podem mudar conforme os valores do fretamento, por isso só os mostramos no sistema de ingressos. Clique em “{button:chrome.bookNow}” para ver os preços atuais de cada categoria.",
          de: "Die Ticketpreise hängen von der Ausgabe und der Kategorie ab und können sich mit den Charterpreisen ändern, deshalb zeigen wir sie nur im Ticketsystem. Klick auf „{button:chrome.bookNow}“, um die aktuellen Preise aller Kategorien zu sehen.",
        },
      },
      {
        question: {
          en: "What is the boat kitty and how much should I plan for it?",
          pt: "O que é a caixinha do barco e quanto devo reservar para ela?",
          de: "Was ist die Bordkasse und wie viel sollte ich dafür einplanen?",
        },
        answer: {
          en:
            "Each crew shares a boat kitty for everything the boat consumes during the week: groceries and drinks on board, fuel, harbour and mooring fees and local taxes.\n" +
            "Plan on about 150 to 300 EUR per person per week. The amount depends on the region, on how often your crew eats on shore and on how many nights you spend in marinas rather than at anchor. Whatever is left at the end is shared back.",
          pt:
            "Cada tripulação divide uma caixinha do barco para tudo o que o barco consome durante a semana: compras de mercado e bebidas a bordo, combustível, taxas de porto e de atracação e impostos locais.\n" +
            "Conte com cerca de 150 a 300 EUR por pessoa por semana. O valor depende da região, de quantas vezes sua tripulação come em terra e de quantas noites vocês passam em marinas em vez de ficar ancorados. O que sobrar no fim é dividido de volta.",
          de:
            "Jede Crew teilt sich eine Bordkasse für alles, was das Boot während der Woche verbraucht: Lebensmittel und Getränke an Bord, Treibstoff, Hafen- und Liegegebühren sowie örtliche Abgaben.\n" +
            "Plane etwa 150 bis 300 EUR pro Person und Woche ein. Der Betrag hängt vom Revier ab, davon, wie oft deine Crew an Land isst, und davon, wie viele Nächte ihr in Marinas statt vor Anker verbringt. Was am Ende übrig ist, wird wieder aufgeteilt.",
        },
      },
      {
        question: {
          en: "Do I have to leave a damage deposit for the boat?",
          pt: "Preciso deixar uma caução pelo barco?",
          de: "Muss ich eine Kaution für das Boot hinterlegen?",
        },
        answer: {
          en: "No. Charter companies ask for a damage deposit on every boat, and we cover it with a damage-deposit insurance. It costs on average about 50 EUR per person and is already included in your ticket.",
          pt: "Não. As empresas de fretamento pedem uma caução para cada barco, e nós a cobrimos com um seguro de caução. Ele custa em média cerca de 50 EUR por pessoa e já está incluído no seu ingresso.",
          de: "Nein. Die Charterfirmen verlangen für jedes Boot eine Kaution, und die sichern wir mit einer Kautionsversicherung ab. Sie kostet im Schnitt etwa 50 EUR pro Person und ist in deinem Ticket schon enthalten.",
        },
      },
      {
        question: {
          en: "Should I tip the skipper?",
          pt: "Devo dar gorjeta ao skipper?",
          de: "Sollte ich dem Skipper Trinkgeld geben?",
        },
        answer: {
          en: "A tip is optional but very welcome if you enjoyed the week. A common guideline is 5 to 10 % of the ticket price. Most crews collect the tip together on the last evening.",
          pt: "A gorjeta é opcional, mas muito bem-vinda se você curtiu a semana. Uma referência comum é de 5 a 10 % do preço do ingresso. A maioria das tripulações junta a gorjeta na última noite.",
          de: "Trinkgeld ist freiwillig, aber sehr willkommen, wenn dir die Woche gefallen hat. Ein üblicher Richtwert sind 5 bis 10 % des Ticketpreises. Die meisten Crews sammeln das Trinkgeld am letzten Abend gemeinsam.",
        },
      },
      {
        question: {
          en: "Is there a cheaper way to join?",
          pt: "Tem um jeito mais barato de participar?",
          de: "Gibt es eine günstigere Möglichkeit, dabei zu sein?",
        },
        answer: {
          en: "Yes: the bronze tier on a 40 to 50 ft monohull is the most affordable boat category, and Saloon & Bow Cabin tickets are discounted further. With those you sleep in the saloon or in a bow cabin; bow cabins only exist on gold boats and sometimes on silver boats.",
          pt: "Tem: a categoria bronze, em um monocasco de 40 a 50 pés, é a categoria de barco mais em conta, e os ingressos Salão e cabine de proa têm um desconto ainda maior. Com eles você dorme no salão ou em uma cabine de proa; cabines de proa só existem nos barcos ouro e, às vezes, nos barcos prata.",
          de: "Ja: Die Kategorie Bronze auf einem Einrumpfboot mit 40 bis 50 Fuß ist die günstigste Bootskategorie, und Tickets für Salon & Bugkabine sind noch einmal reduziert. Damit schläfst du im Salon oder in einer Bugkabine; Bugkabinen gibt es nur auf Gold-Booten und manchmal auf Silber-Booten.",
        },
      },
    ],
  },
  {
    subject: { en: "Liability", pt: "Responsabilidade", de: "Haftung" },
    topics: [
      {
        question: {
          en: "Who pays if something on the boat gets damaged?",
          pt: "Quem paga se algo no barco for danificado?",
          de: "Wer zahlt, wenn am Boot etwas kaputtgeht?",
        },
        answer: {
          en:
            "Accidental damage to the boat is covered by the damage-deposit insurance included in your ticket (on average about 50 EUR per person).\n" +
            "Damage caused on purpose or by gross negligence, and lost personal items, are not covered by it.",
          pt:
            "Danos acidentais ao barco são cobertos pelo seguro de caução incluído no seu ingresso (em média cerca de 50 EUR por pessoa).\n" +
            "Danos causados de propósito ou por negligência grave, assim como objetos pessoais perdidos, não são cobertos por ele.",
          de:
            "Versehentliche Schäden am Boot deckt die Kautionsversicherung ab, die in deinem Ticket enthalten ist (im Schnitt etwa 50 EUR pro Person).\n" +
            "Vorsätzlich oder grob fahrlässig verursachte Schäden und verlorene persönliche Gegenstände deckt sie nicht ab.",
        },
      },
      {
        question: {
          en: "Do I need my own insurance?",
          pt: "Preciso ter meu próprio seguro?",
          de: "Brauche ich eine eigene Versicherung?",
        },
        answer: {
          en: "Yes, we strongly recommend a travel health insurance that is valid abroad and covers water sports, plus a travel cancellation insurance. Your ticket does not include personal insurance.",
          pt: "Sim, recomendamos muito um seguro-saúde de viagem válido no exterior que cubra esportes aquáticos, além de um seguro de cancelamento de viagem. Seu ingresso não inclui seguro pessoal.",
          de: "Ja, wir empfehlen dir dringend eine Auslandsreisekrankenversicherung, die auch Wassersport abdeckt, und dazu eine Reiserücktrittsversicherung. Eine persönliche Versicherung ist in deinem Ticket nicht enthalten.",
        },
      },
      {
        question: {
          en: "Who is responsible for safety on board?",
          pt: "Quem é responsável pela segurança a bordo?",
          de: "Wer ist an Bord für die Sicherheit verantwortlich?",
        },
        answer: {
          en:
            "The skipper is responsible for the boat and has the final word on safety, route and weather decisions. Please follow their instructions, wear a life jacket when asked to and tell the skipper about any health issue that matters on board.\n" +
            "You take part in sailing, swimming and dancing at your own risk, so listen to your body and take a break whenever you need one.",
          pt:
            "O skipper é responsável pelo barco e tem a palavra final sobre segurança, rota e decisões ligadas ao tempo. Siga as orientações do skipper, use colete salva-vidas quando for pedido e conte ao skipper sobre qualquer questão de saúde que seja importante a bordo.\n" +
            "Você veleja, nada e dança por sua conta e risco, então ouça o seu corpo e faça uma pausa sempre que precisar.",
          de:
            "Der Skipper ist für das Boot verantwortlich und hat bei Sicherheit, Route und Wetterentscheidungen das letzte Wort. Bitte folge den Anweisungen, trag eine Rettungsweste, wenn du darum gebeten wirst, und sag dem Skipper Bescheid, wenn du gesundheitliche Probleme hast, die an Bord wichtig sind.\n" +
            "Segeln, Schwimmen und Tanzen machst du auf eigene Gefahr – hör also auf deinen Körper und mach eine Pause, wann immer du eine brauchst.",
        },
      },
    ],
  },
  {
    subject: { en: "Accomodation", pt: "Hospedagem", de: "Unterkunft" },
    topics: [
      {
        question: {
          en: "Where do I sleep during the week?",
          pt: "Onde eu durmo durante a semana?",
          de: "Wo schlafe ich während der Woche?",
        },
        answer: {
          en: "On the boat! For seven nights, from Saturday to Saturday, you sleep in a cabin on your boat. Regular tickets are a berth in a double cabin; bathrooms are shared or belong to the cabin, depending on the boat.",
          pt: "No barco! Durante sete noites, de sábado a sábado, você dorme em uma cabine do seu barco. Um ingresso normal dá direito a uma cama em uma cabine dupla; os banheiros são compartilhados ou exclusivos da cabine, dependendo do barco.",
          de: "Auf dem Boot! Sieben Nächte lang, von Samstag bis Samstag, schläfst du in einer Kabine auf deinem Boot. Mit einem normalen Ticket bekommst du einen Schlafplatz in einer Doppelkabine; je nach Boot teilt ihr euch die Bäder, oder die Kabine hat ein eigenes.",
        },
      },
      {
        question: {
          en: "Who will I share my cabin with?",
          pt: "Com quem vou dividir minha cabine?",
          de: "Mit wem teile ich mir die Kabine?",
        },
        answer: {
          en: "By default you share a cabin with a person of the same gender. If you want to share with someone in particular, name your preferred cabin mate when you book and we will put you together.",
          pt: "Por padrão, você divide a cabine com uma pessoa do mesmo gênero. Se quiser dividir com alguém em especial, indique na reserva quem você prefere como colega de cabine, e colocamos vocês juntos.",
          de: "Normalerweise teilst du dir die Kabine mit einer Person des gleichen Geschlechts. Wenn du sie mit jemand Bestimmtem teilen möchtest, gib diese Person bei der Buchung an, und wir bringen euch zusammen unter.",
        },
      },
      {
        question: {
          en: "What is the Saloon & Bow Cabin option?",
          pt: "O que é a opção Salão e cabine de proa?",
          de: "Was ist die Option Salon & Bugkabine?",
        },
        answer: {
          en:
            "It is a discounted ticket for people who do not mind a little less privacy. You sleep either on the saloon bench, which is made up as a bed in the evening, or in a small bow cabin at the front of the boat.\n" +
            "Bow cabins only exist on gold boats and sometimes on silver boats, so these places are limited.",
          pt:
            "É um ingresso com desconto para quem não se importa em ter um pouco menos de privacidade. Você dorme no sofá do salão, que à noite vira cama, ou em uma pequena cabine de proa, na frente do barco.\n" +
            "Cabines de proa só existem nos barcos ouro e, às vezes, nos barcos prata, por isso essas vagas são limitadas.",
          de:
            "Das ist ein reduziertes Ticket für alle, denen etwas weniger Privatsphäre nichts ausmacht. Du schläfst entweder auf der Salonbank, die abends zum Bett umgebaut wird, oder in einer kleinen Bugkabine vorne im Boot.\n" +
            "Bugkabinen gibt es nur auf Gold-Booten und manchmal auf Silber-Booten, deshalb sind diese Plätze begrenzt.",
        },
      },
      {
        question: {
          en: "How many people sleep on one boat?",
          pt: "Quantas pessoas dormem em um barco?",
          de: "Wie viele Leute schlafen auf einem Boot?",
        },
        answer: {
          en: "Monohulls take up to 10 people, or up to 12 when they have 5 cabins. Catamarans take up to 12 people. The skipper is part of the crew and has their own berth.",
          pt: "Monocascos levam até 10 pessoas, ou até 12 quando têm 5 cabines. Catamarãs levam até 12 pessoas. O skipper faz parte da tripulação e tem a própria cama.",
          de: "Einrumpfboote nehmen bis zu 10 Personen mit, bei 5 Kabinen bis zu 12. Katamarane nehmen bis zu 12 Personen mit. Der Skipper gehört zur Crew und hat einen eigenen Schlafplatz.",
        },
      },
    ],
  },
  {
    subject: { en: "Sailing boat", pt: "Veleiro", de: "Segelboot" },
    topics: [
      {
        question: {
          en: "What kind of boats do you sail?",
          pt: "Com que tipo de barco vocês velejam?",
          de: "Mit was für Booten segelt ihr?",
        },
        answer: {
          en:
            "We charter modern cruising yachts from local charter companies, usually 3 to 5 boats per edition, sailing together as a flotilla.\n" +
            "Gold boats are 40 to 45 ft catamarans, silver boats are 45 to 55 ft monohulls or catamarans of about 40 ft, and bronze boats are 40 to 50 ft monohulls.",
          pt:
            "Fretamos veleiros de cruzeiro modernos de empresas de fretamento locais, normalmente de 3 a 5 barcos por edição, que navegam juntos como uma flotilha.\n" +
            "Os barcos ouro são catamarãs de 40 a 45 pés, os barcos prata são monocascos de 45 a 55 pés ou catamarãs de cerca de 40 pés, e os barcos bronze são monocascos de 40 a 50 pés.",
          de:
            "Wir chartern moderne Fahrtenyachten bei Charterfirmen vor Ort, meist 3 bis 5 Boote pro Ausgabe, die gemeinsam als Flottille segeln.\n" +
            "Gold-Boote sind Katamarane mit 40 bis 45 Fuß, Silber-Boote sind Einrumpfboote mit 45 bis 55 Fuß oder Katamarane mit etwa 40 Fuß, und Bronze-Boote sind Einrumpfboote mit 40 bis 50 Fuß.",
        },
      },
      {
        question: {
          en: "Do I need sailing experience?",
          pt: "Preciso ter experiência com vela?",
          de: "Brauche ich Segelerfahrung?",
        },
        answer: {
          en: "Not at all. Every boat has a professional skipper, and most participants have never sailed before. If you want to learn, the skipper will happily show you how to steer, trim the sails or tie the important knots.",
          pt: "De jeito nenhum. Todo barco tem um skipper profissional, e a maioria dos participantes nunca velejou antes. Se você quiser aprender, o skipper mostra com prazer como pilotar o barco, regular as velas ou dar os nós mais importantes.",
          de: "Überhaupt nicht. Jedes Boot hat einen professionellen Skipper, und die meisten Teilnehmenden sind noch nie gesegelt. Wenn du etwas lernen möchtest, zeigt dir der Skipper gern, wie man steuert, die Segel trimmt oder die wichtigsten Knoten macht.",
        },
      },
      {
        question: {
          en: "When will I know which boat I am on?",
          pt: "Quando vou saber em qual barco vou ficar?",
          de: "Wann erfahre ich, auf welchem Boot ich bin?",
        },
        answer: {
          en: "We publish the boat and crew list about 2 months before departure, once the boats are chartered and the crews are allocated.",
          pt: "Publicamos a lista de barcos e tripulações cerca de 2 meses antes da partida, depois que os barcos estão fretados e as tripulações definidas.",
          de: "Die Boots- und Crewliste veröffentlichen wir etwa 2 Monate vor der Abfahrt, sobald die Boote gechartert und die Crews eingeteilt sind.",
        },
      },
      {
        question: {
          en: "What should I pack?",
          pt: "O que devo levar na mala?",
          de: "Was sollte ich einpacken?",
        },
        answer: {
          en:
            "Pack a soft bag rather than a hard suitcase, because storage on board is limited. Bring swimwear, sun protection, a hat, a light jacket for the evenings, non-marking shoes for the deck and something nice to dance in.\n" +
            "If you tend to get seasick, bring your usual remedy. Catamarans (gold tier) move much less than monohulls.",
          pt:
            "Leve uma bolsa de viagem macia em vez de uma mala rígida, porque o espaço a bordo é limitado. Leve roupa de banho, protetor solar, chapéu, um casaco leve para as noites, sapatos que não deixem marcas no convés e uma roupa bonita para dançar.\n" +
            "Se você costuma enjoar no mar, leve o remédio de sempre. Catamarãs (categoria ouro) balançam bem menos que monocascos.",
          de:
            "Nimm lieber eine weiche Tasche als einen Hartschalenkoffer mit, denn der Stauraum an Bord ist begrenzt. Pack Badesachen, Sonnenschutz, einen Hut, eine leichte Jacke für die Abende, Schuhe mit heller Sohle, die an Deck keine Spuren hinterlassen, und etwas Schönes zum Tanzen ein.\n" +
            "Wenn du schnell seekrank wirst, bring dein gewohntes Mittel mit. Katamarane (Kategorie Gold) schaukeln viel weniger als Einrumpfboote.",
        },
      },
    ],
  },
  {
    subject: { en: "Skippers", pt: "Skippers", de: "Skipper" },
    topics: [
      {
        question: {
          en: "Who are the skippers?",
          pt: "Quem são os skippers?",
          de: "Wer sind die Skipper?",
        },
        answer: {
          en: "Every boat is sailed by a licensed, experienced skipper who knows the area. Our flotilla skipper Marco Bellini plans the routes with the other skippers and keeps an eye on the weather for the whole fleet.",
          pt: "Cada barco é conduzido por um skipper habilitado e experiente, que conhece a região. Nosso skipper da flotilha, Marco Bellini, planeja as rotas com os outros skippers e fica de olho no tempo para toda a frota.",
          de: "Jedes Boot segelt mit einem erfahrenen, lizenzierten Skipper, der das Revier kennt. Unser Flottillenskipper Marco Bellini plant die Routen gemeinsam mit den anderen Skipper:innen und behält das Wetter für die ganze Flotte im Blick.",
        },
      },
      {
        question: {
          en: "Do I have to help on board?",
          pt: "Preciso ajudar a bordo?",
          de: "Muss ich an Bord mithelfen?",
        },
        answer: {
          en: "Life on a boat is teamwork. Crews usually take turns with cooking, washing up and shopping, and the skipper will ask for a hand with lines and fenders when arriving in a harbour or dropping anchor. Nobody has to sail if they would rather dance or swim.",
          pt: "A vida em um barco é trabalho em equipe. As tripulações costumam se revezar na cozinha, na louça e nas compras, e o skipper vai pedir uma mão com os cabos e as defensas na chegada a um porto ou na hora de ancorar. Ninguém precisa velejar se preferir dançar ou nadar.",
          de: "Das Leben auf einem Boot ist Teamarbeit. Meist wechseln sich alle in der Crew beim Kochen, Abwaschen und Einkaufen ab, und beim Einlaufen in einen Hafen oder beim Ankern bittet der Skipper um Hilfe mit Leinen und Fendern. Niemand muss segeln, der lieber tanzen oder schwimmen möchte.",
        },
      },
      {
        question: {
          en: "Who decides where we go?",
          pt: "Quem decide para onde vamos?",
          de: "Wer entscheidet, wohin wir segeln?",
        },
        answer: {
          en: "The organisers prepare a route for the week, and the skippers adapt it every day to wind and weather. Safety always comes first, so the final decision is the skipper's.",
          pt: "A organização prepara uma rota para a semana, e os skippers a ajustam todos os dias conforme o vento e o tempo. A segurança vem sempre em primeiro lugar, por isso a decisão final é do skipper.",
          de: "Das Orga-Team plant eine Route für die Woche, und die Skipper passen sie jeden Tag an Wind und Wetter an. Sicherheit geht immer vor, deshalb hat der Skipper das letzte Wort.",
        },
      },
      {
        question: {
          en: "Is a tip for the skipper expected?",
          pt: "O skipper espera gorjeta?",
          de: "Wird ein Trinkgeld für den Skipper erwartet?",
        },
        answer: {
          en: "It is optional. If you are happy with your skipper, 5 to 10 % of the ticket price is a common tip.",
          pt: "É opcional. Se você gostou do seu skipper, 5 a 10 % do preço do ingresso é uma gorjeta comum.",
          de: "Es ist freiwillig. Wenn du mit deinem Skipper zufrieden bist, sind 5 bis 10 % des Ticketpreises ein übliches Trinkgeld.",
        },
      },
    ],
  },
  {
    subject: { en: "Travel Arrangements", pt: "Viagem", de: "An- und Abreise" },
    topics: [
      {
        question: {
          en: "When do I get the details of the departure harbour?",
          pt: "Quando recebo as informações do porto de partida?",
          de: "Wann bekomme ich die Infos zum Abfahrtshafen?",
        },
        answer: {
          en: "We share the harbour information — marina, meeting point and check-in time — at the latest 1 month after ticket sales close, so you have plenty of time to book your journey.",
          pt: "Enviamos as informações do porto — marina, ponto de encontro e horário de check-in — no máximo 1 mês depois do fim da venda de ingressos, para que você tenha bastante tempo para organizar sua viagem.",
          de: "Die Infos zum Hafen – Marina, Treffpunkt und Check-in-Zeit – schicken wir dir spätestens 1 Monat nach Ende des Ticketverkaufs, sodass du genug Zeit hast, deine Reise zu buchen.",
        },
      },
      {
        question: {
          en: "When should I arrive and leave?",
          pt: "Quando devo chegar e ir embora?",
          de: "Wann sollte ich an- und abreisen?",
        },
        answer: {
          en: "Every edition runs from Saturday to Saturday. Boarding is on the Saturday afternoon, and the boats have to be left on the following Saturday morning. Plan your arrival and departure around these times, or add a night in a hotel before or after.",
          pt: "Toda edição vai de sábado a sábado. O embarque é no sábado à tarde, e os barcos precisam ser desocupados na manhã do sábado seguinte. Planeje sua chegada e sua partida de acordo com esses horários, ou acrescente uma noite de hotel antes ou depois.",
          de: "Jede Ausgabe geht von Samstag bis Samstag. An Bord geht es am Samstagnachmittag, und am folgenden Samstagvormittag müssen die Boote wieder verlassen werden. Plane An- und Abreise nach diesen Zeiten oder häng davor oder danach eine Hotelnacht an.",
        },
      },
      {
        question: {
          en: "How do I get to the boats?",
          pt: "Como chego aos barcos?",
          de: "Wie komme ich zu den Booten?",
        },
        answer: {
          en:
            "Travel is not included in the ticket, so you book your own flights or trains. For editions where arrival and departure are at an airport, such as the Turkish coast edition via Dalaman Airport, we tell you how to reach the marina.\n" +
            "Once the crew list is out, many participants share taxis and transfers with their crew.",
          pt:
            "A viagem não está incluída no ingresso, então você mesmo reserva seus voos ou trens. Nas edições em que a chegada e a partida são por um aeroporto, como a edição da costa turca pelo Aeroporto de Dalaman, explicamos como chegar à marina.\n" +
            "Quando a lista de tripulações sai, muitos participantes dividem táxis e traslados com a sua tripulação.",
          de:
            "Die Anreise ist nicht im Ticket enthalten, Flüge oder Züge buchst du also selbst. Bei Ausgaben mit An- und Abreise über einen Flughafen, etwa der Ausgabe an der türkischen Küste über den Flughafen Dalaman, erklären wir dir, wie du zur Marina kommst.\n" +
            "Sobald die Crewliste steht, teilen sich viele Teilnehmende Taxis und Transfers mit ihrer Crew.",
        },
      },
    ],
  },
  {
    subject: { en: "General", pt: "Geral", de: "Allgemeines" },
    topics: [
      {
        question: {
          en: "What is Forró Sailing Week?",
          pt: "O que é a Forró Sailing Week?",
          de: "Was ist die Forró Sailing Week?",
        },
        answer: {
          en: "Forró Sailing Week is an annual festival that combines a week of sailing on chartered boats with Forró workshops and parties. A flotilla of boats sails together from bay to bay, and every day there is time to swim, explore, learn and dance.",
          pt: "A Forró Sailing Week é um festival anual que junta uma semana de navegação em barcos fretados com oficinas e festas de forró. Uma flotilha de barcos navega junta de baía em baía, e todo dia tem tempo para nadar, explorar, aprender e dançar.",
          de: "Die Forró Sailing Week ist ein jährliches Festival, das eine Segelwoche auf gecharterten Booten mit Forró-Workshops und Partys verbindet. Eine Flottille segelt gemeinsam von Bucht zu Bucht, und jeden Tag bleibt Zeit zum Schwimmen, Entdecken, Lernen und Tanzen.",
        },
      },
      {
        question: {
          en: "Who can join?",
          pt: "Quem pode participar?",
          de: "Wer kann mitmachen?",
        },
        answer: {
          en: "Anyone who loves dancing, the sea, or both. You can come alone, with a partner or with friends; no sailing or dancing experience is needed. Most participants come from the European forró community.",
          pt: "Qualquer pessoa que ame dançar, o mar ou os dois. Você pode vir sozinho, com seu par ou com amigos; não precisa de experiência com vela nem com dança. A maioria dos participantes vem da comunidade europeia de forró.",
          de: "Alle, die das Tanzen, das Meer oder beides lieben. Du kannst allein, mit Partner oder Partnerin oder mit Freunden kommen; Segel- oder Tanzerfahrung brauchst du nicht. Die meisten Teilnehmenden kommen aus der europäischen Forró-Community.",
        },
      },
      {
        question: {
          en: "How big is the festival?",
          pt: "Qual é o tamanho do festival?",
          de: "Wie groß ist das Festival?",
        },
        answer: {
          en: "Usually 3 to 5 boats sail together, which means between roughly 30 and 60 participants. Small enough to know everybody by the end of the week, big enough for a proper party.",
          pt: "Normalmente, de 3 a 5 barcos navegam juntos, o que dá mais ou menos entre 30 e 60 participantes. Pequeno o bastante para todo mundo se conhecer até o fim da semana, grande o bastante para uma festa de verdade.",
          de: "Meist segeln 3 bis 5 Boote zusammen, also ungefähr 30 bis 60 Teilnehmende. Klein genug, dass sich am Ende der Woche alle kennen, und groß genug für eine richtige Party.",
        },
      },
      {
        question: {
          en: "Where can I see photos of past editions?",
          pt: "Onde posso ver fotos das edições anteriores?",
          de: "Wo finde ich Fotos von früheren Ausgaben?",
        },
        answer: {
          en: "Every edition on the Events page has its own sailor log and photo gallery. You can also follow us on Facebook, Youtube and Instagram.",
          pt: "Cada edição na página Edições tem seu próprio diário de bordo e sua galeria de fotos. Você também pode nos seguir no Facebook, no Youtube e no Instagram.",
          de: "Jede Ausgabe auf der Seite „Törns“ hat ihr eigenes Logbuch und eine Fotogalerie. Du kannst uns auch auf Facebook, Youtube und Instagram folgen.",
        },
      },
    ],
  },
  {
    subject: { en: "Forró", pt: "Forró", de: "Forró" },
    topics: [
      {
        question: {
          en: "What is forró?",
          pt: "O que é forró?",
          de: "Was ist Forró?",
        },
        answer: {
          en:
            "Forró is a partner dance and a music style from the Northeast of Brazil. The classic trio is the sanfona (accordion), the zabumba (a large drum) and the triangle, playing rhythms such as xote, baião and arrasta-pé.\n" +
            "The dance is close, playful and surprisingly easy to start with.",
          pt:
            "Forró é uma dança a dois e um estilo musical do Nordeste do Brasil. O trio clássico é formado por sanfona, zabumba e triângulo, tocando ritmos como xote, baião e arrasta-pé.\n" +
            "A dança é bem juntinha, divertida e surpreendentemente fácil para quem está começando.",
          de:
            "Forró ist ein Paartanz und eine Musikrichtung aus dem Nordosten Brasiliens. Das klassische Trio besteht aus Akkordeon (Sanfona), Zabumba (einer großen Trommel) und Triangel und spielt Rhythmen wie Xote, Baião und Arrasta-pé.\n" +
            "Man tanzt eng und verspielt, und es ist überraschend leicht zu lernen.",
        },
      },
      {
        question: {
          en: "Do I need to know how to dance?",
          pt: "Preciso saber dançar?",
          de: "Muss ich tanzen können?",
        },
        answer: {
          en: "No. Our workshops welcome complete beginners as well as experienced dancers, and the teachers make sure everybody finds their level.",
          pt: "Não. Nossas oficinas recebem tanto iniciantes absolutos quanto dançarinos experientes, e os professores cuidam para que cada pessoa encontre o seu nível.",
          de: "Nein. Unsere Workshops sind für absolute Neulinge genauso offen wie für erfahrene Tanzende, und die Lehrenden sorgen dafür, dass alle ihr Niveau finden.",
        },
      },
      {
        question: {
          en: "How many workshops are there?",
          pt: "Quantas oficinas são?",
          de: "Wie viele Workshops gibt es?",
        },
        answer: {
          en: "There are about 4 workshops per edition, held on deck, on beaches or on harbour promenades, plus evening parties — often with live music.",
          pt: "São cerca de 4 oficinas por edição, no convés, em praias ou em calçadões de porto, além de festas à noite — muitas vezes com música ao vivo.",
          de: "Pro Ausgabe gibt es etwa 4 Workshops, an Deck, am Strand oder auf Hafenpromenaden, dazu Partys am Abend – oft mit Livemusik.",
        },
      },
      {
        question: {
          en: "Do I need a dance partner?",
          pt: "Preciso de um par para dançar?",
          de: "Brauche ich einen Tanzpartner?",
        },
        answer: {
          en: "No. In the workshops we rotate partners, and at the parties everybody dances with everybody. Leaders and followers of any gender are welcome.",
          pt: "Não. Nas oficinas a gente troca de par, e nas festas todo mundo dança com todo mundo. Quem conduz e quem é conduzido, de qualquer gênero, é bem-vindo.",
          de: "Nein. In den Workshops wechseln wir die Partner, und auf den Partys tanzen alle mit allen. Führende und Folgende jedes Geschlechts sind willkommen.",
        },
      },
    ],
  },
];
