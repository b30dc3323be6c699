Hizo también Dios dos relámpagos; el mayor luz á la luz, y el día que se enseñoreó de la noche; hizo las estrellas.
Y Jehová Dios tomó al hombre, y púsole en el huerto de Eddén y para guardar.
Y llamó Adam por mujer de su nombre Eva, porque ella era la madre de todos los vivientes.
Y á Seth, le nació allí un hijo, y llamó su nombre Enós: entonces comenzaron á invocar sobre el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, quinientos y cinco años, y engendró hijos é hijas.
Y era Noé de ochenta años cuando el diluvio de las aguas fué sobre la tierra.
Y estuvo aún otros siete días, y envió la paloma; que no se volvió á él más.
Y comenzó Noé á ser labrados, y plantó viña;
Y asimismo á Sem, padre de todos los hijos de Eber, hermano de Japhet, hermano de Japhet.
Y vivió Peleg después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová hirió á Faraón y á su casa con grandes plagas, por mujer de Abram.
Con Chêdoromer rey de Elam, y con Tidal rey de gentes, y Amraer rey de Sinar, y Arioch, rey de Edar; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz; serás en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra que eres extranjero, toda la tierra de Canaán, por heredad perpetua; y seré su Dios.
Y Abraham y Sara era viejo y Sara en vejez; y cesó con Sara según la costumbre de las mujeres.
He aquí, yo he dos hijas que no conocen, ruégote que me traigáis á vosotros, y os hagáis á ellos como bien en vuestros ojos: solamente en vuestros ojos, ninguna manera que nada hagáis debajo de la sombra de mi sombra.
Y la menor, también parió un hijo, y llamó su nombre Benammi padre: éste es el mismo padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea esta voz en tus ojos, por el mozo, y por la mujer de tu sierva; en todo lo que te ha dicho: Ruégote que la oye la voz en Isaac.
Y dijo Abraham: Hijo mío, Dios se inará un cordero para holocausto; y así se fueron de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy la hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y él los hombres que estaban con él, y se detuvieron de noche; y ellos se levantaron en la mañana, y él me dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el campo, y fué reunido á su pueblo.
Y el hombre se engrandeció, y volvió, y creció hasta que fué gran manera.
Ahora pues, hijo mío, obedeced á mi voz conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No eres tú sino una bendición, mi padre me bendiga, y me bendiga. Y Esaú su voz lloró.
Y esto, la piedra que he puesto por columna de Dios, será la casa de Dios: y de todo lo que me daré la décima á ti.
Y él entró á Rachêl, y amaba á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que, como Rachêl había nacido José, y dijo á Labán: Levántate á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y ve, todos los carneros que destilan sobre las bestias que se mostan, y restían; porque yo he visto todo lo que te hace.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, me ha sido enviada con mí, de cierto me envió vacío. Dios ha visto mi aflicción y mi trabajo de mis manos, y te reprensión te reprensión.
Y mandó á la emboscada, diciendo: Cuando Esaú mi hermano te despertó, y te preguntare, diciendo: ¿A dónde eres tú? ¿y quién eres tú, y quién son delante de ti?
Y dijo Esaú: Deja conmigo conmigo algunos de los reales que están conmigo. Y él dijo: ¿Qué es la gracia de mi señor.
Y aconteció al tercer día, cuando eran gran manera, dos de los hijos de Jacob, y á Leví, y á Leví, cada uno de sus hermanos, tomó cada uno á su espada, y vino sobre la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, Benjamín;
Y los hijos de Ana: Disón, y Aholibama, hija de Ana.
Y sus hermanos fueron á apacentar las ovejas de su padre en Sichêm.
Y tomó Judá por mujer á Er su primogénito, el cual fué Thamar Thamar.
Y dejó todo lo que tenía en la mano de José, y no sabía que había de hacer, sino el pan que comió. Y José era varón hermoso, y fatiga.
Y en tres días se levantará Faraón tu cabeza, y te restituirá á tu lugar: y librarás la copa de Faraón en su mano, después que estabas su costumbre.
Y el rollo y el rollo que hizo colgar las siete vacas, y el sebo:
Y á José nacieron dos hijos delante de los años de hambre, que vino Asenath, hija de Potitim, sacerdote de Potim.
Y no conocían que José les entendieron, porque les habló por interpretación.
Y tomaron los hombres que se hallaron, y tomaron doble en su mano, y los de Benjamín; y los de Benjamín se levantaron á Egipto, y paráronse delante de José, y púsose delante de José.
Entonces se quitaron cada uno su alba, y abrieron á tierra, y abrieron cada uno su bocado.
Y envió Dios delante de vosotros para guardaros en la tierra, y para salvar á vuestra vida.
Y los hijos de Rubén: Hanoch, y Pu, y Hesrón.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti.
Y díjome: He aquí, te haré crecer, y te multiplicaré, y te pondré en multitud de pueblos; y daré esta tierra por heredad por heredad por heredad de ti.
Sus ojos serán con vino, y sus dientes blancas con leche.
Y subieron con él á los carros y á caballo; y era grande compañía.
E hicieron los Egipcios de Israel á servir á nuestro ministerio:
Y Moisés se contó con el hombre: y dió Moisés á Sipías su hija.
Y Jehová dijo á Moisés: Pon tu mano, y tomóla por el talento. Y él puso su mano, y tomóla, y fué hecho una vara en su mano.
Y dijeron: El Dios de los Hebreos ha encontrado con nosotros: vamos á ti tres días al desierto, y sacrifiquemos á Jehová nuestro Dios; porque no caiga sobre nosotros, ni con pestilencia, ni con pestilencia.
Y HABLÓ Jehová á Moisés, diciendo:
Y Moisés y Aarón entró á Faraón, é hicieron como Jehová había mandado: y Aarón echó delante de Faraón delante de Faraón, y delante de sus siervos, y se fué la serpiente.
Mas viendo Faraón que hubo allí, se endureció su corazón, y no escuchó á ellos; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y estén delante de Faraón, y di á él: Así ha dicho Jehová Dios de los Hebreos, mi pueblo, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón: y él les dijo: Id á Jehová vuestro Dios: ¿quién son los que descienden?
Y Jehová dijo á Moisés: Faraón no os oirá; para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en medio de noche hirió Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado sobre el trono de la transmigración de la transmigración, y todo primogénito de ganado.
Y mostrarás á tu hijo en aquel día, diciendo: Esta es lo que Jehová me hizo cuando saliese de Egipto.
Y alzarás tu vara, y extenderás tu mano sobre la mar, y la dividirá: y los hijos de Israel irán en tierra en medio de la mar.
Entonces los duques de Edom serán atónitos, temblarán los valientes de Moab, temblarán todos los moradores de Canaán; todos los habitarán los moradores de Canaán.
Y como se juntaron con un omer, que recogió de nada, y recogió que no había falta; juntáronse cada uno conforme á su comer.
Mas las manos de Moisés se agravaron, y tomaron una piedra, y púsola debajo del sol, y Aarón se sentó sobre él, el uno de la una parte, y el otro de la otra, y sus manos hasta la otra parte del sol.
Y juzgaron al pueblo al pueblo en todas partes: los reducirán á Moisés, mas cada negocio se juzgaron.
No harás á ti escultura, ó alguna alguna cosa que está en el cielo, ó que está en la tierra debajo de las aguas, ó en el agua debajo de la tierra:
Si no agradare á su señor, el que hubiere desposado á sí mismo, él le rescatará: á su nación no tiene potestad, sino que tiene potestad, no tiene potestad.
Si el ladrón se hallare, y fuere herido, y no habrá quien muera.
No levantarás falso testimonio: no pondrás tu mano con los impíos.
Y pondré tus términos desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo libraré los moradores de la tierra en vuestras manos, y las echarás delante de ti.
Y harán un arca de madera de Sittim: dos codos y la mitad será su longitud, y la anchura de un codo y su anchura.
Y mirás que los ojos de su paga, que te mostró en el monte.
Y harás el tabernáculo según el tabernáculo conforme á sus ojos que te había mostrado en el monte.
Y harás vestimentas para Aarón tu hermano para gloria y hermosura.
Y habrá un hoyo en la cumbre de ella, en medio de ella: tendrá un blido de ella alrededor de ella, como de pezuelo, como de pezuelo, que no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus cuernos alrededor, y sus cuernos alrededor: y harás una corona de oro alrededor.
Cualquiera que hiciere alguna cosa semejante, ó cualquiera que hubiere puesto sobre ella el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, y desciende, porque tu pueblo que sacaste de la tierra de Egipto, se corruptieron;
Y enviaré un ángel delante de ti, y echaré al Cananeo, y al Hetheo, y al Hetheo, y al Hetheo, y al Heveo, y al Jebuseo.
Y él dijo: Si he hallado gracia en tus ojos, Señor mío, te ruego que pase entre nosotros; porque es pueblo de cerviz de cerviz, y nuestro pecado.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es la palabra que Jehová había mandado, diciendo:
Y puso en su corazón para enseñar á enseñar, y á Aholiab, hijo de Ahiamach, de la tribu de Dan.
Y se juntaron de abajo, y se juntaron en la cabeza, á un anillo: así hizo á ambos en los rincones.
Y una manzana debajo de las dos brazos de la misma, y una manzana debajo de dos brazos de la misma misma manera, y una manzana debajo de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, todo lo que Jehová había mandado á Moisés.
Y ataron el racional con sus anillos á los anillos del ephod con un cinto de jacinto, para que fuese sobre el cinto del ephod, y el racional del ephod, y no se soltaron del ephod; como Jehová mandó á Moisés.
Y pondrás el atrio en derredor, y sacarás el pabellón del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego estaba sobre él, delante de todos los ojos de la casa de Israel, por todas sus jornadas.
Y toda suerte de tu presente con sal, ni codiciarás la sal del pacto de tu Dios para que sean faltados de tu presente: con todo tu presente ofrecerás la sal.
Como fué tomado del becerro de las paces, y el sacerdote los quemará sobre el altar del holocausto.
Y será que, cuando fuere culpado en alguno de estas cosas, él confesará lo que pecare.
Y los hijos de Aarón y sus hijos comerán con levadura: con los panes sin levadura será comido en el lugar santo; en el atrio de la congregación lo comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó hiciere hiciere ofrenda, será el mismo día que ofreciere su sacrificio: y el día siguiente se comerá, y el día siguiente se comerá:
Y él puso el racional sobre él: y puso en el racional Uría y el Thmim.
Y dijo á Aarón: Toma un becerro para expiación, y un carnero para holocausto, y un carnero para holocausto, sin defecto los ofrecerá delante de Jehová.
Y HABLÓ Jehová á Aarón, diciendo:
Y el puerco, y el tropiezo, y el águila,
Y HABLÓ Jehová á Moisés, diciendo:
Mas si el mancha mancha en su lugar, y no se extendiere, es arder; y el sacerdote le dará limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se hubiere extendida en el vestido, ó en la trama, ó en alguna cosa de piel,
Y tomará el sacerdote el cordero de la expiación, y el log de aceite, y el sacerdote lo agirá por ofrenda agitada delante de Jehová:
Esta es la ley por toda la plaga de lepra, y llamada,
Y cualquiera que tocare estas cosas, será inmundo, y lavaráse sus vestidos, y se lavará sus vestidos, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestimentas, y ofrece su holocausto, y el holocausto del pueblo, y el holocausto de los pueblos, y hará expiación por el pueblo.
Guardad mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo soy Jehová vuestro Dios.
No os Volveáis á ídolos, ni os hagáis dioses ajenos: Yo soy Jehová vuestro Dios.
Mas el extranjero que mora con vosotros como naciere entre vosotros, y le amarás á ti como á ti; porque vosotros sois extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene pppplosa, ó que es una tabla, morirá: su sangre será apedreada con piedras: su sangre será sobre ellos.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, se lavará su carne con agua.
Seis días serán hecho; mas el séptimo día es sábado, santa convocación; ninguna obra servil haréis: no hagáis en ella en ella.
Y HABLÓ Jehová á Moisés, diciendo:
Y el que hubiere falta en su prójimo, así lo hizo, así será hecho;
Y si el hombre no tuviere redimir, y se podrá redimir;
No os hagáis ídolos, ni imagen de talla, ni os levantaréis imagen, ni os levantaréis imagen de piedra en vuestra tierra, para derribar la tierra: porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades desiertas, y llevaré vuestros santuarios á asolamiento, y no haré olor de suavidad.
Y si el que santificare, redimirá su casa, entonces añadirá el quinto de tu estimación, y será su estimación.
De Benjamín, Abidón hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Y el tabernáculo del testimonio se asentará con el campo de los Levitas en medio del campo: como el campo se cerrarán, cada uno se pondrá en sus cuerdas.
Porque todos los primogénitos son mi primogénito; porque el día que herí á todos los primogénitos en la tierra de Egipto me santificaré á todo primogénito en Israel, y bestias: yo soy Jehová.
Y todos los primogénitos por el número de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y sesenta y sesenta.
Toma también las casas de los hijos de Gersón, por las casas de sus padres, por sus familias;
macho y hembra tomaréis, fuera del campo, sin el campo los echaréis; los que no contaminan, en medio de los que moran.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará al voto de un voto, para apartarse á Jehová:
Toma de ellos, para que sean en el servicio del tabernáculo del testimonio; y les darás á los Levitas á cada uno conforme á su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abiram, hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo por causa de un cuerpo, ó de lejos, ó de lejos, no será la pascua á Jehová.
Y el tabernáculo fué tomado; y los hijos de Gersón y los hijos de Merari se puso por medio del tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido á tu siervo? ¿y por qué he hallado gracia delante de tus ojos, que tú me has hallado la carga de todo este pueblo sobre mí?
Y él dijo: Oid ahora mis palabras; si hay profeta entre vosotros, Jehová me hará notorio en visión, y hablaré en sueños.
Y subieron, y escudriñaron la tierra del desierto de Zera en Rehob, como los hombres que habían venido á Hamath.
Salmo de Coré: Salmo de Coré, y de grande misericordia, y de grande misericordia, y de la rebelión, y de la maldad de los padres sobre los hijos de los padres sobre los hijos de los padres hasta la tercera generación.
Y hará ofrenda encendida á Jehová, en olor de suavidad, ó sacrificio en ofrenda á Jehová, ó en ofrenda voluntaria, ó en vuestras solemnidades, ó en olor suave á Jehová, en olor de suavidad, en olor de ovejas, ó de las ovejas:
Y los que le hallaban colgados á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios, el Dios de los espíritus de toda carne, un hombre pecador, y te enojarás con toda la congregación?
Habla á los hijos de Israel, y tomarás de cada vara conforme á la casa de sus padres, de todos sus príncipes, según la casa de sus padres, según la casa de sus padres.
Todas las ofrendas de las ofrendas santas santas, que los hijos de Israel ofrece á Jehová, te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo: por estatuto perpetuo es el pacto de sal para siempre delante de Jehová y con tu simiente.
Y de la ceniza tomarán de la ceniza del holocausto;
Toma Aarón y Eleazar su hijo, y llevólos al monte de Hor.
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que habían peleado contra el principio de Moab, y toda su tierra de su mano, hasta Arnón.
Y Balaam se levantó en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién podrá ser por el polvo de Jacob, y el número de la cuarta parte de Israel? Deja la muerte de los justos, y mi postrimería como su postrimería?
Y el furor de Balac se encendió contra Balaam, é hirió sus manos: y Balac dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que tú les has bendecido estas tres veces.
Y el nombre de los Madianitas que fué muerto á Cosa, hija de Zur, hija de Zur; él era cabeza de los príncipes de la casa de Madián.
Estas son las familias de los Zebutas por sus contados, sesenta y cinco mil y quinientos.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath, la familia de los Meraitas.
Y Moisés lo hizo como Jehová le mandó: y tomó Josué delante de Eleazar el sacerdote, y delante de toda la congregación.
La décima de los siete corderos, una décima por los siete corderos;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente y su libación.
Y habló Moisés al pueblo, diciendo: Arm algunos de guerra, y vayan á los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil ladrones,
Porque cuando subían al valle de Ecol, y vieron la tierra, y desfallecen el corazón de los hijos de Israel, que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fué á Galaad, y tomóla, y poseyeron al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la heredad de sus ciudades para habitar; y vosotros daréis á los Levitas por las ciudades alrededor.
Y no tomaréis de él al que huyó á la ciudad de su acogimiento, para que vendrá á morar en la tierra, hasta la muerte del sacerdote.
Y tomé las cabezas de vuestras tribus, sabios, y notorio, y las hice sobre vosotros, y centuriones, y centuriones, y centuriones, y centuriones, y centuriones, y centuriones sobre vuestras tribus.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no escuchó á vuestra voz, ni os escuchéis á vosotros.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que habitan en Ar, hasta que yo Jehová Dios nos da en la tierra que Jehová nuestro Dios nos da.
No los teméis: porque Jehová vuestro Dios peleará para vosotros.
Mirad á vosotros, porque no os olvidáis el pacto de Jehová vuestro Dios, que os hizo con vosotros, y os hagáis una imagen de talla, ó la semejanza de todo lo que Jehová tu Dios te ha desmayado.
Jehová habló con vosotros á cara en el monte de en medio del fuego,
Y ESTOS son los mandamientos, los estatutos, y derechos, que Jehová vuestro Dios os mandó á enseñar, para que seáis en la tierra á la cual entráis:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido á ti, pueblo que está sobre todo el pueblo que está sobre toda la haz de la tierra.
Cuando hubieres comido y harto, bendecirás á Jehová tu Dios por la tierra que te ha dado.
Y Jehová se enojó contra Aarón para destruirlo; y oré á Aarón el mismo tiempo.
El es tu alabanza, y él es tu Dios, que te ha hecho por estas grandes y terrible, que tus ojos han visto.
Y será que, cuando Jehová tu Dios te hubiere metido en la tierra á la cual entras para poseerla bendición sobre el monte de Ebal, y la maldición sobre el monte de Ebal.
Y sacrificarás tus holocaustos, la carne y la sangre sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios serán derramadas sobre el altar de Jehová tu Dios, y comerás la carne.
Mas estas cosas no comeréis de ellos, ni se apartaréis de los que se apartan.
Mas tú abrirás tu mano, y de cierto le bastarás, y de cierto le bastará.
Por siete días harás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas tus obras, y en todas las obras de tus manos, y en todas las obras de tus manos, tú te alegrarás.
Y esto será el sacerdote de los pueblos, desde el pueblo de los que ofrece sacrificio, ó oveja, ó oveja, y la espaldilla del sacerdote, y los dos semanas, y los dos semanas, y los dos semanas.
Mas si alguno aborreciere á su prójimo, y durmiere contra él, y se levantare contra él, y le hiriere al que muriere, y muriere en una de estas ciudades:
Mas los árboles que sabes que no saben, ni los destruirás, y talarás; y edificarás contra la ciudad que hace la guerra contra la ciudad, hasta que se hace la guerra.
Mas tú entrarás en el prudente, y tomarás al mozo para ti; para que te vaya bien, y para que te prolongues tus días.
No hurtarás; porque es tu hermano, porque es tu hermano. No tomarás un Egipcio; porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad,
Estos estarán sobre el monte de Geriim para bendecir al pueblo, cuando hubiereis pasado el Jordán: Simeón, Leví, Judá, Judá, Judá, y Benjamín.
Maldito serás en la ciudad, y maldiarás en el campo.
Y serán sobre ti por señal y por señal para siempre.
Y tomamos su tierra, y diéronla heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te pondrá en toda obra de tu mano, en el fruto de tu cuerpo, y en el fruto de tu cuerpo, y en el fruto de tus bestias, y en el fruto de tu tierra, porque Jehová se alegrará sobre ti, como él se alegrará sobre tus padres.
Ahora pues, os escribáis este cántico, y enseñad á los hijos de Israel: poned en sus bocas, para que sean testigo contra los hijos de Israel.
Y viendo Jehová, él los hizo, por causa del rey de sus hijos, y de sus hijas.
Sube al monte de Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel:
Al Músico principal: Salmo de David: Salmo de David. OH Dios es tu refugio, y la sanará el enemigo de delante de ti; y dirá: Destruenos.
Y ellos respondieron á Josué, diciendo: Todo lo que nos hiciste, y á donde quiera que nos enviaste.
Y habrá quien os quedare entre vosotros y dos mil codos de medida; no llegaréis á ella, para que sepáis el camino por la cual vosotros no pasáis: porque no habéis de pasar por el camino que habéis pasado.
Y mandó Josué á los sacerdotes, diciendo: Subid del Jordán.
Y como Josué hubo dicho al pueblo, los siete sacerdotes que llevaban las siete bocinas de Jehová, y tocaron las bocinas de Jehová, y tocaron las bocinas: y el arca del pacto de Jehová había seguido.
Israel ha pecado, y han prevaricado mi pacto que yo les mandé; porque han tomado de los malditos, y también se redaño, y desfallecían, y desfallecen medio de ellos.
Y Josué y todo Israel hicieron como si eran azotados, huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Asstoth.
Y el sol se paró, y la luna, hasta que el pueblo se había vencido sobre sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol se paró en medio del cielo, y no vuelva á contar todo día.
Y Josué, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Halac, que sube á Seir, que dió á Seir, conforme á las tribus de Israel:
Mas los hijos de Israel no hicieron los Gessuitas, ni los Maachêritas: mas los Gessuitas y Mahaitas y Mahaitas, hasta el día de los Mahaitas hasta hoy.
Y ahora, he aquí que Jehová me ha guardado, como él dijo: estos cuarenta y cinco años, desde que Jehová habló esta palabra á Moisés, cuando los hijos de Israel se maravillaban en el desierto: y he aquí, ya soy de edad de cuarenta y cinco años.
Y Hasor, Hadatías, y Cerioth, y Hesrón, que está Hasor,
Maón, Ziph, Ziph, y Judea,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades; mas los Cananeos que moraban en aquella tierra.
Y Cheharharharai, y Ophni, y Gosén, doce ciudades con sus aldeas.
Y Achîas, y Amad, y Misaal Carmelo; y al Carmelo, y á Silith, y á Silith;
Y si el pariente de la sangre perseguirá, entonces no entregarán al homicida en su mano; porque hirió á su prójimo, y no le aborrecía.
Todas las ciudades fueron con sus ejidos por las familias de los hijos de Coath que quedaron.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron el altar sobre la tierra de Canaán, en el término de los hijos de Israel, en el término de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedan entre vosotros, ni os hagáis condición de los dioses de sus dioses, ni les sirváis, ni les sirváis, ni os sirváis:
Y el pueblo dijo á Josué: No; antes serviremos á Jehová.
Y tomó Judá á Gaza con su término, y Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron dioses ajenos, de los dioses de los pueblos que estaban alrededor, é inclináronse á ellos, é inclináronse á Jehová, y provocóse á ira á ira.
Mas él se volvió de los animales que estaban junto á Gilgal, y dijo: Yo he sido oculto, oh rey, y te he dicho: ¡Ah! Y todo lo que estaba junto á él estaba.
Y Jael salió á recibir á Sísara, y díjole: Volveos en mi señor, vuélvete á mí; no temía. Y como él se volvió á la tienda, cubriólo con la tienda.
Bienaventurados sobre las mujeres de Heber, la mujer de Heber, será bendita en la tienda.
Y Jehová le dijo: Paz á ti; no temas.
Y como Gedeón vino, he aquí un varón que había dado sueño á su compañero, y dijo: He aquí un sueño, y he aquí un sueño de cebada, y he aquí una tienda de cebada en el campo de Madián, y vino á la tienda, y vino á la tienda, y cayó la tienda, y echóse.
Y él dijo á Zeba y á Zalmunna: ¿Qué es de los hombres que habéis mataron en Tabor? Y ellos respondieron: Como tú eres, cada uno de los hijos del rey.
Y la vid les dijo: ¿De qué dejaré mi vino, que se hace á Dios y á hombre, y á ser probados sobre los árboles?
Y tomó el pueblo, y repartiólos en tres compañías, y echólos en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por el trabajo de Israel.
Mas el rey de los hijos de Ammón no oyeron las palabras de Jephté que le envió.
Y apareció el ángel de Jehová á la mujer, y díjole: He aquí tú eres tú, tú eres tú, y no pararás; mas mirarás, y llevarás un hijo.
Y después de un tiempo se volvió á tomar, y volviéndose á ver el cuerpo del león: y he aquí que hubo brazo de puercos y miel en el cuerpo del león.
Y él estaba con gran manera, y llamó sobre Jehová, y dijo: Tú has dado esta grande salvación en mano de tu siervo: y ahora moraré por sed, y caí en mano de incircuncisos?
Y Samsón llamó á Jehová, y dijo: Señor Jehová, te acordaré de mí, y me esforcé, y me esforcé esta vez, oh Dios, para que sea una vez en una vez de los Filisteos por mis ojos.
Y respondió los cinco hombres que habían salido para reconocer la tierra de Lais, y dijo á sus hermanos: Haz lo que hay en estas casas, el ephod, y la imagen de talla, y la imagen de fundición, y la imagen de fundición.
Y él dijo á su criado: Ven, y llegaremos á uno de estos lugares para prender toda noche, ó en Rama.
Ahora pues, entregamos los hijos de Belial, los hijos de Belial, que estamos en Gabaa, y quitaremos mal de Israel. Mas los hijos de Benjamín no escucharon á la voz de sus hermanos los hijos de Israel:
Y cerraron la ropa de Benjamitas en derredor, y los pusieron con ellos, y los hollaron con Gabaa hacia Gabaa hacia el sol.
En aquellos días no hubo rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No eres tú, hija de mi hija? No entres en otro campo, ni entres de aquí de aquí, sino en mis doncellas:
Y él dijo: Traedte el velo que tienes sobre ti, y la fortaleza. Y cuando ella ella ella le medió seis medidas de cebada, y púsolo en la ciudad.
Mas á Hanna dió una digna, porque amaba á Hanna; mas Jehová le cerró.
Jehová hace á los pobres, y hace ricos: él saca.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová era preciosa en aquellos días; no había visión abierto visión.
Y los Filisteos pelearon, y Israel se habían herido, y huyeron cada uno en su tienda: y hubo grande matanza, porque cayeron de Israel de treinta mil hombres de Israel.
¿Por qué pues hacéis vosotros vuestros corazones, como los Egipcios y los Egipcios se endureció sus corazones? ¿habiendo hecho maravillosamente entre ellos, y no se apartasen al pueblo, y se fueron.
Y Samuel juzgó á Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad un hombre de Dios, y él es un hombre enluto; pues, dice todo lo que viene: quizá nos hará que nos mostramos.
Y como él se volvió á retirar de Samuel, Dios le dió otro corazón: y todos los que venían en aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que él nos ha dicho: ¿De qué nos traigamos á los hombres, para que los ponemos á muerte.
Saúl escogió tres mil de Israel, de los cuales estaban con Saúl en Michmas y en el monte de Beth-el, y mil con Jonathán en Gabaa de Benjamín: y el reposo de los pueblos envió á cada uno á su tienda.
Si nos dijeren así: Estéremos hasta que venimos á vosotros; pues estaremos en nuestro lugar, y no subiremos á ellos.
Porque como Jehová vive, el que hiriere á Israel, aunque fuere en Jonathán hijo, él morirá. Mas él no había hombre entre todo el pueblo que le respondió.
Y Samuel dijo: ¿Cuántos en tus ojos, no fuiste cabeza de las tribus de Israel, y Jehová te ungiste á ti rey sobre Israel?
Y envió, y llevólo en él. Y él era de sangres, y de fortaleza de hermosura, y de buen parecer, y á los que miran. Y Jehová le dijo: Levántate, porque éste es.
Y Saúl, y todos los varones de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en su bag, y tomó una piedra, y metiólo al Filisteo en su frente, y metiólo al Filisteo en su frente, y cayó sobre su cabeza, y cayó sobre la haz de la tierra.
Y Saúl le dijo: Yo le daré por lazo, y el que la mano de los Filisteos sea contra él. Y Saúl dijo á David: ¿Por qué es hoy á David, hijo mío, en la ley de mi ley en el uno de los dos.
Y como fué dado aviso á Saúl, envió otros embajadores, y ellos profetizaron. Y Saúl envió mensajeros á la tercera vez, y profetizaron.
Y al día siguiente, que fué el segundo del mes, era el lugar de David: y Saúl dijo á Jonathán su hijo: ¿Por qué no viene el hijo de Isaí, ni el día de Isaí, ni el día de Isaí?
¿Tengo yo necesidad de los hombres, que habéis traído á este hombre en mi presencia? ¿éste vendrá en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano, porque está cerrada en la entrada, y cerrompios.
Y dijo David á Saúl: ¿Por qué oyes las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, y mira lo que hicieres; porque mal es determinado contra nuestro señor, y contra toda su casa: porque es éste de Belial hijo de Belial hombre.
Y asentó Saúl en el monte de Machîla, que está delante de Jesón, junto al camino. Mas David se quedó en el desierto, y vió que Saúl había en el desierto.
Y David y sus hombres subieron, y los de Gessutas, y los Geritas, y los de los Amalecitas; porque las gentes eran de los moradores de la tierra, como tú, hasta la tierra de Egipto, como tú hasta la tierra de Egipto.
Y los Filisteos juntaron todos sus escuadrones á Aphec, y los de Israel asentaron junto á la fuente que está en Jezreel.
Y tomó David todos los rebaños y las vacas, que sacaban delante de aquellos animales, y dijeron: Esta es la presa de David.
Y el mozo que le declaró, dijo: Como en el monte de Gilboa sobre el monte de Gilboa, he aquí que Saúl veía sobre su lanza, y he aquí los carros que le seguían.
E hizo rey sobre Galaad, y sobre los Asutas, y sobre Jezreel, y sobre Ephraim, y sobre todo Israel.
Y Saúl había concubina, cuyo nombre fué Rispa, hija de Aía; y Is-boseth dijo á Abner: ¿Por qué has venido á Abner en la casa de mi padre?
Porque todo el pueblo y todo Israel entendió el día que no era del rey á Abner hijo de Ner.
Y Elisama, Elisama, Elialet.
Y dijo David á Michâl: Es delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese sobre el pueblo de Jehová, delante de Jehová.
Ahora pues, Señor Jehová, tú, que eres Dios, y tus palabras, y has dicho á tu siervo:
Entonces dijo Siba al rey: Conforme á todo lo que mi señor ha mandado á su siervo, así hará tu siervo.
Y durmió Uría en la puerta del rey, con todos los siervos de su señor, y no descendieron á su casa.
Porque tú lo hiciste oculto: mas yo haré esto delante de todo Israel, y delante del sol.
Y como lo había traído á comer, tomó de ella, y díjole: Ven conmigo.
Y envió Joab á Tecoa, y dejando de allí una mujer prudente, y díjole: Ruégote que te dejes un luto, y pon sobre el luluto, y no te ungirás con aceite, mas no te ungirás con aceite, sino que la mujer de los muertos.
Y Absalom respondió: He aquí, yo te he enviado á ti, diciendo: Ven, para que te envies al rey: ¿Por qué he venido de Gessur? ¿por qué me ha sido bien, que ya ya ya me ha estado la cara del rey.
Así que, Sadoc y Abiathar tornó al arca de Dios á Jerusalem; y allí se quedó.
Y extendiendo Absalom una tienda sobre la cumbre de la casa; y Absalom fué á su padre en los ojos de todo Israel.
Y miel, y vacas, y ovejas, y las vacas de vacas, y por el pueblo que con él estaban, para comer; porque decían: El pueblo es hambre, y fatiga, y fatiga, y fatiga en el desierto.
Y el rey le dijo: Volveos, y estén aquí. Y él se apartó, y paróse.
Y él ha dado á mi siervo á mi señor el rey; mas mi señor el ángel es como el ángel de Dios: por tanto lo que es bueno en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-maha, y á todos los Beritas; y se juntaron á él, y se juntaron después de él.
Y otra vez volvió á la guerra en Ghanb con los Filisteos, donde era hijo de Jagi-gigim, hermano de Gotim, hirió al hermano de Golia, cuya lanza era era la lanza de la lanza.
Con el limpio te mostrarás limpio, y con las perversias de perversidades.
Mas los hijos de Belial serán todos como espinas, porque no puede ser tomado con manos;
E hizo hijo de Nathán, Bani, Bani,
Por lo cual sus siervos le dijeron: Muerto que mi señor el rey la doncella: y su caiga delante del rey, y la dejare en tu seno, y la dejare en tu seno, para que el rey mi señor el calor.
Y dijo el rey David: Dame todo el sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le busques: porque eres hombre sabio, y sabes lo que tienes á él; mas su hoz llevarás la cabeza con sangre.
Y aconteció al cabo de tres años, que el cabo de los siervos de Simi hijo corrió á Achîs, rey de Gath. Y se dieron á Gath, diciendo: He aquí, tus siervos están en Gath.
Y dijo el rey: Este es mi hijo que vive, vive tu hijo, y tu hijo es muerto; y el otro, dice: No, sino que es el muerto, y mi hijo viviente.
Y Judá y Israel habitaron en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico del templo de la casa, de veinte codos de longitud, conforme á la anchura de la casa, y diez codos de ancho delante de la casa.
E hizo también á la puerta del templo de olivas, una parte de la pared.
Y estaba junto á los doce bueyes, al norte hacia el norte, y al occidente, y tres ojos hacia el mediodía, y tres ojos hacia el oriente: y la mar estaba sobre ellos, y la mar fué puesta sobre ellos, y todos sus términos.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas llevaban los sacerdotes y Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y volverás á la tierra que diste á sus padres.
El mismo día hizo el rey la santificación del atrio que estaba delante de la casa de Jehová: porque allí sacrificaba holocaustos, y los pacíficos, y los sebo de las paces: porque el altar de bronce que estaba delante de Jehová, para que recibase el presente y el sebo de las paces.
Y vinieron á Ophir, y vistieron de allí de oro, cuatrocientos y veinte talentos, trajéronla al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, mujeres de Moab, hijos de Ammón, Zidote, Sidonios, Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová, Dios de Israel: He aquí, yo te daré el reino de mano de Salomón, y te entregaré diez tribus.
Entonces el rey Roboam envió á Adoram, que era sobre el tributo; y todo Israel apedreó con piedras, el cual murió. Y el rey Roboam hizo subir á su carro, para huir á Jerusalem.
Entonces él le dijo: Ven conmigo, y coma pan.
El que muere de Jeroboam en la ciudad, los perros comerán; y el que muere en el campo, comerá las aves del cielo: porque Jehová lo ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abira.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor: He aquí Elías es.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y el bosque, y las piedras, y el polvo, y el polvo, y el polvo que estaba en la trtropa.
Y Ben-adad rey de Siria juntó todo su ejército: y hubo treinta y dos reyes con él, y carros, y carros; y él se levantó, y cercó á Samaria.
Y sus siervos le dijeron: He aquí, ahora hemos oído que los reyes de la casa de Israel son misericordia: Ruégote que te dejes saco de saco sobre nuestros lomos, y sobre nuestras cabezas, y salga sobre nuestras cabezas, y saldrá al rey de Israel.
Levántate, ve á encontrar á Achâb rey de Israel, que está en Samaria; he aquí está en la viña de Naboth de Naboth, á la cual ha descendido para poseerla.
Y él dijo: Oye la palabra de Jehová: vi á Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vamos mis siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y Elías tomó su manto, y la volvió, é hirió las aguas, y fueron repartidos.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Vete á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, pues, que Jehová ha llamado tres reyes, para entregarlos reyes de Moab en mano de Moab.
Y él dijo: Abdías, conforme al tiempo de la vida, tú abrazarás un hijo. Y ella dijo: No, señor señor mío, no hagas mal á tu sierva.
Y los Siros habían salido á los Siros, y habían traído cautivos de la tierra de Israel una pequeña; y ella había esperado á la mujer de Naamán.
Mas como uno era de ella, el hato, cayó la cabeza en el agua; y clamó, y dijo: ¡Ay! porque era repudiada.
Entonces el señor de cuya mano respondió el rey, y dijo: He aquí, si Jehová le quería ventanas en los cielos, ¿para esto? Y él respondió: He aquí, él verás con tus ojos, mas no comerás.
Y dijo Hazael: ¿Por qué llora mi señor? Y él respondió: Por cuanto yo sé el mal que quieres á los hijos de Israel: sus fortalezas has puesto fuego, y sus mancebos matarás con espada, y tú matarás con espada, y sus niños.
Entonces se apresuraron, y tomaron cada uno su ropa, y púsola debajo de él sobre la cumbre del pelo, y tocaron bocinas, diciendo: Jehú es rey Jehú.
Y escribió una carta de ellos, diciendo: Si sois mis palabras, y si habéis oído á mi voz, tomaréis las cabezas de los hombres de vuestro señor, los hijos de vuestro señor, y á Jezreel, á Jezreel, al tiempo de los hijos del rey.
Y reinó el tiempo que reinó Jehú sobre Israel en Samaria, veinte y ocho años.
Mas Joiada el sacerdote tomó un panal, y públado en el lido de ella, y púsola junto al altar, á la casa de Jehová, como una á la casa de Jehová; y los sacerdotes que guardaban la puerta de Jehová en todo el dinero que había metido en la casa de Jehová.
Y él dijo: Tomad las saetas. Y él les tomó. Y él dijo al rey de Israel: Envía sobre la tierra. Y él hirió, y detuvo.
En el año quince de Amasías hijo de Joas rey de Judá, hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta y cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
Así hizo Urías el sacerdote, conforme á todo lo que mandó el rey Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y establecido en las ciudades de Samaria, no saben la tierra de Dios: por tanto ha enviado los leones, y he aquí que no saben la tierra de Dios.
Y Ezechîas le dió toda la plata que halló en la casa de Jehová, y en los tesoros de la casa del rey.
Y Rabsaces se volvió, y halló el rey de Asiria contra Libna; porque él había oído que se había apartado de Lachîs.
En aquellos días fué Ezechîas enfermo. Y el profeta Isaías, hijo de Amoz vino á él, y díjole: Así ha dicho Jehová, tu casa en orden; porque no morirás, y vivirás.
Y HABLÓ Jehová por sus siervos los profetas, diciendo:
Y Hilcías, el sacerdote, Ahicam, y Achbor, y Saphán, y Asaías, se fué á Hda, la mujer de Sallum hijo de Sallum, hijo de Hasabías, hijo de Hor, guarda de Haror, que moraban en Jerusalem.
Y los que obran con los encantadores, y los ídolos, y los ídolos, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, y en Jerusalem, y en Jerusalem, para que acabasen las palabras de la ley que se hallaron en el libro de la casa de Jehová.
E hizo el rey de Babilonia á Mathanías hermano del rey en su lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año siete de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes duodécimo, en el mes de Elath, que comenzó á reinar de Babilonia, rey de Babilonia.
Abram: Abram es Abraham.
Los hijos de Judá: Er, Onán, y Onán, y Selemías; que le nacieron de la hija de Sube, el Cananeo. Y Er, el primogénito de Judá, era malo en ojos de Jehová, y matólo.
Y los hijos de Jonathán: Peleth, y Zava. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Meoni engendró á Ophra: y Seraías engendró á Joab, padre del valle de Casasac.
Y los hijos de Rubén, primogénito de Israel, (porque era el primogénito; mas por cuanto se contaminó la cama de su padre, á los hijos de José, hijo de Israel, y de genealogías, hijo de Israel.
Y Abia engendró á Buci, y Buci engendró á Uzzi,
Hijo de Zupa, hijo de Elcana, hijo de Maasana, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, al cual parió: mas su concubina la muchacha parió á Machîr, padre de Galaad.
Y Abisua, Naama, y Ahoa,
Y el hijo de Jonathán fué Meri-baal, y Merib-baal engendró á Michâ.
En cuatro cabos fueron los porteros al oriente, al norte, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y los varones de los ejércitos fueron Asael hermano de Joab, Elhanán hijo de Elhanán,
Esdras el primero, Obaa, el segundo, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo y bebiendo; porque sus hermanos habían preparado para ellos.
Y será, cuando oyeres una voz de la subida de las copas de los campos, y tú saldrás á la batalla: porque Dios ha salido delante de ti al campo de los Filisteos.
Así que todo Israel hizo subir el arca del pacto de Jehová con júbilo, y con júbilo de la red, y con trompetas, y címbalos, y con címbalos, y con címbalos.
Dad á Jehová la gloria á su nombre: llevad ofrenda, y venga delante de él: adorad á Jehová en la hermosura de santidad.
Y vino David el rey, y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Dios, y qué es mi casa, que me has traído?
Y dijo David: Yo mostraré á Hanán hijo de Nahath, porque su padre me mostró á mí. Y envió David mensajeros á consolarlo de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón, á consolarlo.
Y Joab dió la cuenta del número de los pueblos á David. Y todos los de Israel eran mil y cien mil hombres que sacaban espada; y Judá fué cuatrocientos hombres que sacaban espada.
Y dijo David: Salomón, hijo mío es y tierno, y la casa que es edificada para Jehová, sea engrandecido en todas las tierras, y la gloria de la fama por todas las tierras: por tanto, yo lo haré preparar delante de su muerte.
De los hijos de Gersón, Sebuel.
La décimatercia á Bilga, y á Immer,
La sexta á Bucón, con sus hijos y sus hermanos, doce;
De las visiones de los porteros, entre los principales de los hombres, teniendo entre los unos á los otros, para ministrar en la casa de Jehová.
El séptimo jefe por el mes séptimo fué Helonita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificará mi casa y mis atrios; porque yo le he elegido á mi hijo, y seré su padre.
Porque somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: nuestros días sobre la tierra como sombra, y no hay quien quien la sombra.
Hizo también el rey la plata y oro en Jerusalem como piedras de cedro, y de cedro, y de cedro que está en abundancia.
Y en la casa santízosa, hizo dos querubines de obra, y cubriólos de oro.
Así que, toda la obra que Salomón hizo para la casa de Jehová: y Salomón trajo en todas las cosas que David su padre había dedicado, y plata, y oro, y oro, y todos los tesoros de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea tu palabra que has hablado á tu siervo David.
Y sacrificó el rey Salomón de veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo la dedicó la casa de Dios.
De un día, de cada día, según el mandamiento de Moisés, en los sábados, y en los sábados, y en las solemnidades, y en las solemnidades, tres veces en el año, en la solemnidad de los ázimos, y en la solemnidad de los sepas, y en la solemnidad de las cabañas.
Y tuvo Salomón cuatro mil de caballos y carros, y doce mil de caballo, y doce mil de caballo; al cual puso en el carro, y con el rey en Jerusalem.
Y reinó Roboam en Jerusalem, y edificó ciudades en Judá.
Y como él se humilló, la ira de Jehová se apartó de él, que no le destruía: y también en Judá se fué bien.
Y mandó á Judá á buscar á Jehová el Dios de sus padres, y á la ley y el mandamiento.
Y no hubo más guerra á los cinco y cinco del reinado de Asa.
Y de él fué Amasías, hijo de Zichri, que su voluntad ofreció á Jehová; y con él doscientos mil hombres valientes valientes.
Y dijo Michêas: Si volvieres en paz, no ha hablado Jehová por mí. Y él dijo: Oid todos los pueblos.
Oh Dios, ¿no los juzgarás? porque no hemos pecado contra este gran compañía que viene contra nosotros, ni sabemos qué hemos de hacer; sino nuestros ojos están sobre ti.
Joram era de treinta y dos años cuando comenzó á reinar, y ocho años reinó en Jerusalem.
Y toda la congregación hizo con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey ha de reinar, como Jehová dijo de los hijos de David.
Y el rey Joiada lo dió á lo que hizo como la obra de la casa de Jehová, y alquiló con los carpinteros y carpinteros, para reparar la casa de Jehová, y así que hizo el hierro y metal á la casa de Jehová.
¿Por qué furor de Jehová se encendió contra Amasías, y envió á él profeta, que le había dicho: ¿Por qué has buscado á los dioses de los pueblos, que no pudieron librar su pueblo de tu mano?
Y Azarías sacerdote fué en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes.
Y los hombres que se levantaron por nombre, se levantaron los cautivos, y tomaron los cautivos, y con los despojos todos los que estaban desnudos, y los calzados, y los echaron á beber, y á beber, y á beber, y á beber, y á beber, y á toda la ciudad de Jericó.
Y entraron en Ezechîas al rey Ezechîas, y dijeron: Hemos purificado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y los vasos de la mesa, con todos sus vasos.
Y en Judá la mano de Dios, para dar un corazón para hacer el mandamiento del rey y los príncipes, por palabra de Jehová.
Y de él, Edén, y Minión, y Jesuá, y Semaías, y Sechânías, en las ciudades de los sacerdotes, en sus oficios, para dar á sus hermanos, como el pequeño á los pequeños;
En aquellos días Ezechîas estaba enfermo, y oraba á Jehová: y él le habló, y él le dió señal.
De veinticinco años era Amón cuando comenzó á reinar, y reinó dos años en Jerusalem.
Por cuanto tu corazón fué tiplicado, y te humildes delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y cístete delante de mí, y lloraste delante de mí, y lloraste delante de mí, y yo te he oído, dice Jehová.
Y sus siervos le tomaron del carro, y púsole en el carro que tenía; y le trajeron á Jerusalem, y murió á Jerusalem, y murió, y murió en uno de los sepulcros de los sepulcros de sus padres. Y todo Judá se enlutó en Josías.
Y cualquiera que quedare en cualquier lugar donde morare, mora con él, y con plata, y con oro, y con bestias, y con las bestias, y con las bestias, y con la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barac, los hijos de Sísara, los hijos de Thamar,
Así que el pueblo no podía mostrar el estruendo de júbilo, desde el estruendo de la voz del pueblo: porque el pueblo gritó grita con gran júbilo, y el estruendo de lejos.
La carta de la carta que Tati, gobernador de esta parte del río, y Sethar-boseth, y sus compañeros, y sus compañeros, los Apharhartas, que estaban sobre el río, envió á Darío al rey Darío.
Y los hijos de la cautividad guardaron la pascua sobre los catorce del mes primero.
Bendito Jehová Dios de nuestros padres, que ha hecho esto en el corazón del rey, para que la casa de Jehová es á la casa de Jehová que está en Jerusalem:
Velad, y los guardaréis, hasta que los príncipes de los sacerdotes y los Levitas, y los príncipes de los padres de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y todo lo que no había de venir dentro de tres días, según el consejo de los príncipes y los ancianos, todos sus fuerzas, y se apartó de la congregación de la congregación que fué llevado.
Y Bani, Bini, Bini, Simi,
Y saliendo de noche junto á la puerta del valle, delante de la fuente, delante del dragón, y hasta el estiércol, y reconociendo las paredes de Jerusalem, que se quebraron sus puertas.
Después de él restauró Benjamín y á Hashub sobre su casa. Después de él restauró Azarías hijo de Maasías, hijo de Ananías, por su casa.
Así trabajamos en la obra: y la mitad del nacimiento del sol apartamos de la mañana hasta que las estrellas se aparecieron las estrellas.
Porque todos nosotros tuvieron temor, diciendo: Sus manos se oscurecerán de la obra, para que no sea hecho. Ahora pues, oh Dios, Dios, fortifica mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezca, los hijos de Necoda,
Y Jesuá, Bani, y Sopías, Jamín, Jamín, Athaai, Othías, Maasías, Cesías, Jozabad, Azarías, Jozabad, Pelaías, Pelías, y Levitas.
Y tú en tus muchas misericordias no les hablas en el desierto; la columna de la nube no se fué de ellos por día, para que los llevasen en el camino; ni la columna de fuego les mostrasen, y la columna de noche, para mostrar la noche.
Migub, Rehob, Hasabías,
Y el pueblo bendijo á todo el pueblo, que se hizo habitar en Jerusalem.
Y á Anathoth, á Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joad-ezer, y en los días de Nehera, y del sacerdote, y Esdras sacerdote, escriba.
Y mandé, y limpiaron las cámaras; y otra vez otra vez á los vasos de la casa de Dios, con el presente y el incienso.
Y el rey bebe conforme á la ley; ninguno hizo pago á todos los gobernadores de su casa, para que hagan conforme á todos los gobernadores de su casa, para que hagan según la voluntad de cada uno.
Y Esther fué tomado al rey Assuero en su casa real real, que es el mes de Tebeth, en el séptimo año séptimo de su reinado.
Y él le dió la escritura de la escritura de la ordenación que estaba en Susán, para destruir á Esther, y á su cargo, y á su cargo, y á su cargo que entrasen en el rey, para hacerlo á su pueblo, y le mostrasen delante de él.
Y respondió Amán al rey: Porque el hombre que el rey se agradó á honra,
La escritura de la escritura por mandamiento para ser dada en cada provincia, y que todos los Judíos se aparejan contra el día que se vengan contra sí mismo, para que se vengan sobre sus enemigos.
Por lo cual, llamaron estos días según el nombre de Pur. Por lo cual todas las palabras de esta carta, y de lo que habían visto acerca de esto, y que habían venido á ellos,
Y dijo: Yo salí de la madre de mi madre, y desnuré allá: Jehová ha dado, y ha bendecido Jehová, y ha bendecido el nombre de Jehová.
O como el nacimiento del nacimiento, no tuve; como los gigantes que nunca vieron luz.
Ellos son destruídos de mañana á la tarde: perecerán para siempre.
¡Oh quién era mi dolor de pesar, y mi calamidad, y mi calamidad!
Como siervo resiste la sombra de su obra, y como el pago de su obra:
¿Han crecer el crecer fuera? ¿puede crecer las aguas sin agua?
Si yo hablo de fortaleza, he aquí es fuerte; y si de juicio, ¿quién me hará tiempo?
Si yo pecado, tú me dejares, y no me negares de mi iniquidad.
Ninguna duda, mas sois los pueblos, y la sabiduría morirá.
¿Dejad mal á Dios? ¿y engañad para él?
Y por el mantenimiento de agua lo arrebatará, y sacará como planta.
Yo te mostraré, y lo que he visto;
Yo estaba junto á mi cuello, y me ha quebrado debajo de mi cuello; me ha tomado por mi cerviz, y me sañame por señal.
El se levanta en su furor, la tierra será desamparada para ti? ¿y la roca de su lugar será quitada de su lugar?
El ha puesto mis hermanos de mí, y mis conocidos son de mí.
Aun sus entrañas se volvió en sus entrañas, es el borde dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué aprovechará á él?
O las tinieblas, que no puedes ver; y la abundancia de las aguas te cubrirás.
Mi pie calló, su pie he guardado, y no me incliné.
Alabados son los pequeños, mas fueron llevados y quebrados; son tomados del camino como todos, y cortados como las copas de los oídos de los espigas.
¿Hará Dios su clamor sobre él?
No podrán resistir con el oro de Ophir, ni con el aspecto.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque sé que me trajeres á la muerte, y á la casa ordenanza de todos los vivientes.
Entonces mi brazo cayere de mi hombro, y mi brazo quebrado de los hombres.
Y yo os he hecho, y he aquí no hubo quien os contienda de vosotros, ó que respondía á Job, ó sus palabras:
Así que el pan su vida, y su alma hinchió su alma.
¿A cuál es el que aborrece? ¿y tú condenarás al que es justo?
Mas ninguno dice: ¿Dónde está mi Hacedor, que da higos en la noche;
Cada uno vea; y he aquí que la paga de lejos.
El aire sale del norte: con Dios terrible es la magnificencia.
¿Ha la lluvia la lluvia? ¿ó quién ha engendrado las arpas de rocío?
¿Podrás tú temer como un zapato? ¿es la gloria de sus narices?
¿Estarás tú al leathán con un hoyo? ó su lengua con una aguda que pusiste?
El hace subir al profundo como la mar: hace como la mar como de ungüento.
El que está sentado en los cielos, se reirá; el Señor los tendrá en la remisión.
Tú destruirás los que hablan: Jehová perdonará el hombre de sangres y de engaño.
He aquí, él ha concedido con iniquidad, y ha concedido mal mal.
Porque no se olvidará el camino: la esperanza de los pobres no perecerán para siempre.
Jehová talará todos sus cancillos, y la lengua de los soberbios:
Yo bendeciré á Jehová, que me ha dado consejo: mis riñones me enseñan en la noche.
Hizo tinieblas su lugar oculto, su león alrededor de él se oscurecerán las aguas y las nubes de los cabritos.
Ellos clamaron, mas no hubo quien los librasen; á Jehová, sino él les respondió.
Cántico gradual, y algunos en caballos: mas acordaremos el nombre de Jehová nuestro Dios.
Mi fuerza se secó como un ardor, y mi lengua se ensanchó á mi lengua; y me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte, y fuerte, Jehová en batalla.
lataré mis manos en conconjuración: así rodearé tu altar, oh Jehová:
Al Músico principal: Salmo de David. ESCUCHA, oh Jehová, y fortaleza.
Y no me cerraste en la mano del enemigo; has puesto mis pies en un lugar ensano.
Cantad á él un nuevo cántico; alegrate con gran estruendo.
Venid, hijos, oid: yo os enseñaré al temor de Jehová.
No los que son mis enemigos, se holgan sobre mí: ni se maravillarán con el ojo que me aborrecen.
Porque los malos serán cortados; mas los que esperan sobre Jehová, poseerán la tierra.
Mas la salud de los justos es de Jehová: es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué esperaré? porque mi esperanza es en ti.
Todos los que me aborrecen, se rebelaron contra mí: contra mí hacen mal.
En Dios nos gloriamos todos los días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; el rico entre los pueblos se rogará.
Vinieron, y se maravillaron; y se espantaron, y se apresuraron.
El Dios fuerte, Jehová, ha hablado, y llamó la tierra desde el nacimiento del sol hasta la subida.
Hazme oir gozo y alegría; que los huesos de los huesos que te quebrantaste.
He aquí, Dios es mi ayudador: el Señor es con los que salan mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me haga.
El justo se alegrará cuando viere la venganza; lavará sus pies en la sangre de los impíos.
Al Músico principal: Salmo de Asaph. TE hizo Dios, porque es el que hollará nuestros enemigos.
Y caerán á cuchillo; serán por portillos.
Y volviéndose la mar en seco, se fueron por el diluvio: allí se alegramos en él.
Tú, oh Dios, enviaste una lluvia, en que has confirmado tu heredad, cuando fué cansado.
Los que me aborrecen sin causa, más que los cabellos de mi cabeza: los que me destruían, y mis enemigos se perperan, son fuertes; y yo restituiré lo que no quité.
Sea el cielo y la tierra, y alabadle, y todo lo que está en ella.
Mis labios me alegrarán, y mi alma, y mi alma que has redimido.
Y pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué te encubras tu mano, tu diestra? extendióla de tu seno.
Tú has oído el juicio de los cielos; la tierra temiste, y se fué.
Que la generación para que los conozcan, los hijos que nacían; ¿quién se levantase y declarase á sus hijos:
Mas ellos le hicieron cansado con su boca, y con sus lenguas.
E hirió á sus enemigos en las partes: él los puso por afrenta.
Envió á la mar á la mar, y sus ramas al río.
Yo dije: Vosotros sois dioses; y todos vosotros sois hijos del Altísimo.
Porque un día en tus atrios es más que mil. Yo soy más que la paloma en la casa de mi Dios, que mora en las tiendas de la impiedad.
Mas tú, Señor, lleno de misericordia, y misericordioso, y misericordioso, y misericordioso, y misericordioso, y verdad.
Yo he hecho alianza con mi escogido, he jurado á David mi siervo,
Mas mi misericordia no tomaré de él, ni dejaré mi verdad.
¿Quién sabe la potestad de tu ira? y conforme á tu temor, así es tu furor.
Mas tú, Jehová, eres muy alto para siempre.
Cuando dije: Mi pie respisa; tu misericordia, oh Jehová, me hizo.
Jehová reina: la tierra se alegrará, y se alegrará la multitud de las islas.
Cántico gradual: Salmo de David.
Esta generación será escrito por la generación: y el pueblo que se criará á Jehová.
Bendecid á Jehová, sus ángeles, que hacen la fuerza en sus mandamientos, que hacen á la voz de su palabra.
Para que los guardes, los juntarás: tus manos son llenos de bien.
Y vino Israel en Egipto, y habitó Jacob en la tierra de Châm.
Mas él los salvó por amor de su nombre, para que le sean conocido.
Y derramada sangre inocente, la sangre de sus hijos y de sus hijas, al cual sacrificaron á los ídolos de Canaán: y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y los entregó de sus tiendas.
Dios ha hablado en su santidad: yo me gojaré á Sichêm, y saldré al valle de Succoth.
Mis rodillas son flacos; y mi carne se desfallechan de grosura.
Ciertamente no será movido para siempre: el justo será en memoria.
Cántico gradual, oh Israel: es su ayuda y su escudo.
Porque su misericordia es grande con nosotros; y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados en el camino, que andan en la ley de Jehová.
Al Músico principal: sobre tus testimonios: Salmo de David. JEHOVÁ, no me eché á tus testimonios; no me eché á vergüenza.
Las compañías de los impíos me han robado: mas no he olvidado tu ley.
En este día permanece conforme á tus ordenanzas: porque todos tus siervos son.
Yo he hecho juicio y justicia: no me dejes á mi enemigo.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que morí en Mesech, que moré en las tiendas de Cedar!
Nuesalma se ha escapado como la ave del lazo de la caída: el lazo es quebrada, y nosotros somos escapados.
En lo cual no cortó su mano, ni el que derrama su mantenimiento.
Sus enemigos vestiré con vergüenza; mas sobre sí mismo se mojará su corona.
Alabad al Señor de los señores: porque para siempre es su misericordia.
Acuérdate, oh Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Redla, oh Jehová, y su cimiento.
Porque hablan contra ti mal, y tus enemigos toman tu nombre en vano.
Cuando mi espíritu fué trastornado dentro de mí, entonces has descubierto mi senda. En el camino en que he andado, me han puesto por tropiezo.
Para que nuestros bueyes se esforzan, y no haya quien apaga en nuestras plazas, ni haya haya quien no haya haya quien compadezca en nuestras calles.
Jehová abre los ojos de los ciegos: Jehová es el que se inclinan: Jehová ama al justo:
Fides, y granizo, y perezcan nuestro viento; mi solanzador de su palabra.
Porque serán un atavío de gracia á tu cabeza, y las cadenas de tu cuello.
Porque Jehová da sabiduría: de su boca viene la sabiduría y entendimiento.
Porque mejor es la negociación de ella más que los mercaderías de plata, y en sus pagos que oro fino.
Delante de la gracia de la gracia: la corona de la gloria de gloria te librará.
Y di: ¡Cómo aborrecí la enseñanza, y mi corazón menosprecio de mi corazón;
El testigo mentiroso que habla mentira, y el que siembra entre hermanos.
Yo he paz conmigo, en este día he castigado mis votos.
Yo los que me aman, y los que me buscan.
Porque por tus días se multiplicarán, y los años de tu vida serán multiplicados.
Bueno es como el necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Y si la mano no fuere castigado, el impío no será castigado; mas la simiente de los justos será entregado.
El corazón está en el corazón de los que piensan mal: mas el consejo de paz es alegría.
El hombre la levadura de su heredad á los hijos de los hijos: y la hacienda del pecador es puesto por el justo.
El temor de Jehová es fuente de vida, para apartarse de la muerte.
Despiones son los pensamientos de los consejos: mas en la multitud de consejeros son afirmados.
Mejor es el espíritu de humillado con los humildes, que partiesen los despojos con los soberbios.
¿Por qué hay precio en la mano del necio para alcanzar sabiduría, pues que no tiene corazón?
La suerte que dejan cesar, y desea entre los fuertes.
El hombre perezoso su mano en su seno, y no hará gran manera á su boca.
Bueno es el lazo que el hombre es santa, y según que se hace intropiezo.
El deseo de el perezoso, porque sus manos no quisieron trabajar.
No contristante con el barco; y con el hombre no entrarás:
Tu padre y tu madre se alegrará, y la que te parió.
Porque no habrá recompensa para el mal; el cano de los impíos será arrebatado.
¿Has tú hallar la miel? Así que te bastará, porque no seas hartado con ella, y la mimires.
Como el hombre que hace loco, y las saetas, y la muerte,
El quebrantamiento y la destrucción no se hartan; y los ojos de los hombres nunca se hartan.
El que reprenda á los panes, hallará más que el trabajo que lisona con la lengua.
El temor del hombre lleva lazo: mas el que espera en Jehová.
La prenda con sus manos, y está en los reyes de los palacios.
Despiércol y honra; y ella se alegrará en tiempo.
Yo me hice estestacas de agua, para con agua que saca los árboles de agua:
Yo he visto el trabajo que Dios ha dado á los hijos de los hombres, para que le sean criadas.
No estarás con tu boca, y no sea tu corazón á todas las cosas delante de Dios: porque Dios está en el cielo, y sobre la tierra: por tanto tus palabras sean tus palabras.
Porque ¿quién sabe para el hombre en esta vida, todos los días de su vida, que piensan como sombra? ¿quién puede decir al hombre?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? La sabiduría de su rostro hace resplandecer, y la confianza de su rostro será mudado.
Allí una ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y cercóse, y cercóse contra ella;
En la mañana sembrare tu simiente, y en la tarde no dejarás tu mano; porque no sabes si es prosperado, ó el que es, ó lo que es.
Entre tanto que el rey se sentó en su mesa, y mi barba el olor de ella.
Todas las palabras de la guerra, callaron en la guerra: cada uno tiene su espada sobre su muslo de noche.
Y su cabeza como el oro fino, su lodor, y se mojan como el racho.
Vamos á las viñas, y veamos; y si la vid se vean, si la vid se aparecen, y las granadas: allí te daré mis sepulcros.
Y cuando extendiereis vuestras manos, escondí mis ojos de vosotros: y cuando os hagáis muchas oraciones, no oiré; vuestras manos están llenos de sangre.
Y sobre todos los montes de los montes, y sobre todos los collados que se levantan,
Los pañetes de vestido, y los mansos, y los escarnecedores, y los pintados,
¡Ay de los que llaman mal bueno, y bueno; que pon tinieblas, y luz para las tinieblas; que pongas amarga por luto, y de amarga!
Así ha dicho el Señor Jehová: No permanecerá, ni será.
No digas: No os engañéis, á todos ellos á quien este pueblo dirá: No temáis, ni teméis; ni teméis su temor, ni teméis.
Y pondrá la mano derecha, y será hambre; y él comerá la mano, y no se hartará.
Fueron sobre el paso: han tomado su pollera en Geba, en Gabaa de Saúl; miedo de Saúl se ha huído.
Yo he mandado mis santificados, yo también he invocado á mi furor, y á los que se alegran en mi enfermedad.
Sobre el sepulcro ha derribado á la sepultura, y el estruendo de tu manto: la gusana está debajo de ti, y los gusanos te te cubren ti.
Porque las aguas de Dimería serán llenos de sangre: porque yo traigo sobre Dimpetuosas, sobre los leones de Moab, y sobre las reliquias de la tierra.
Que da sendas por la mar, en vasos de perros, en las aguas de rugando sobre las aguas, diciendo: Id á gente fuertes, y bañidos de su principio, y en gente fuertes, y en gente fuertes.
Al cual Jehová de los ejércitos bendecirá, diciendo: Bendito sea mi pueblo, y la obra de mis manos, y mi heredad.
Y será que, que tus valles serán llenos de carros, y los de la gente de á caballo se pusieron en la puerta.
Y él dijo: No te alegrarás, hija de Sidón: levántate, hija de Sidón: levántate, que no hay reposo.
Oh Jehová, tú eres mi Dios; te alabaré, y alabaré tu nombre; porque has hecho maravillas; tus consejos y verdad son verdad.
Tus muertos vivirán, juntamente juntamente juntamente con mi cuerpo se levantarán. Levántate, y vosotros, que moran en polvo: porque tu rocío es como el rocío del rocío, y la tierra echó los muertos.
Por cuanto habéis dicho: Nosotros hemos hecho alianza con muerte, y con el infierno estamos en constriñar; cuando el acompañamos, no nos ha de venir; porque nosotros hemos hecho mentira, y nos ha encargado debajo de mentira, y nos han escondido.
Ciertamente vuestras cosas descenderá de la una parte del alfarero: porque la obra de barro me hará la obra del que me hizo, ¿no me ha hecho?
Y contaminaréis la cubierta de tus imágenes de plata, y el ororáculo de tus estatuas de oro: tú los echarás como de oro.
Muchos días y años seréis turbados; porque la vendilla no faltará, porque la vendimia no vendrá.
Mira á Sión, ciudad de nuestra tierra, la ciudad de nuestros ojos: tus ojos verán la morada, el tabernáculo que no se desfallecerán, ni uno de sus mantos serán quebrantados.
No habrá león, ni animal que haya hallado en ella, ni habrá quien se hallará; mas los redimirán allí:
He aquí que yo enviaré sobre él, y él oiré á su tierra, y volverá á su tierra; y yo le haré caer á cuchillo en su tierra.
Y Sennachêrib rey de Asiria, se fué, y habitó en Nínive.
Y de tus hijos que te quedaren de ti, que engendrares, tomarán; y serán eunucos en el palacio del rey de Babilonia.
El da la potestad á los desmayores, y á los que no tienen fuerza.
Porque veo, y no había hombre; entre ellos, y no hubo consejero, que cuando preguntare de ellos, le podía responder palabra.
Desde tú fuiste preciosa en mis ojos, y te he amado, y te he amado: por tanto te daré á ti hombres, y á tu vida.
Así ha dicho Jehová, Rey de Israel, y su redenador de Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Descencenad, cielos, desde arriba, y derramaréis la justicia: la tierra abrirá la tierra, y los traigan la salud, y la justicia la justicia: Jehová lo he criado.
Llegué mi justicia; no se alejará, y mi salud no se quedará: y yo me daré la salud en Sión mi gloria.
Yo, yo, he hablado; y yo le he invocado. Yo le he traído, y él hará su camino.
Y serán los reyes de tu numerio, y sus cabañas cantarán: cantarán á ti con su rostro hacia la tierra, y el polvo de tus pies, y el polvo de tus pies; y sabrás que yo soy Jehová.
Y he puesto mis palabras en tu boca, y te he cubierto en la sombra de mi mano, para que yo planté los cielos, y los fundamentos de la tierra, y di á Sión: Mi pueblo eres mi pueblo.
Y fué tomada de la cárcel y de juicio: ¿quién lo declarará su generación? porque fué cortada de la tierra de los vivientes: porque la rebelión de mi pueblo fué atado.
Porque como los cielos están más alto que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y dirás: Cántico, echasteis, echaechasteis el camino, poned el camino de mi pueblo.
Por lo cual es el juicio de nosotros, y el juicio nos alcance; porque esperamos luz, mas he aquí que el resplandor, mas andamos en tinieblas.
Nunca más se oirá más en tu tierra, ni quebrantamiento en tus términos; mas tú llamarás tus muros, y te invocarás tus puertas.
Yo he desechado al lagar, y de los pueblos no había conmigo; porque yo los hollaré en mi furor, y los castigaré en mi ira; y su sangre será rociada sobre mis vestidos, y sobre todas mis vestidos, y sobre todas mis vestidos.
Yo extendí mis manos á un día á un pueblo rebelde, que camina en el camino no es bueno, según sus pensamientos;
Antes que ella había parido, ella sacaba; antes que ella había entregado de hombre.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves? Y dije: Heme aquí? Y dije: Yo veo una cosa; y su rostro está hacia el norte.
El asaspecto al desierto, que se enjuga el viento en su voluntad; en su caso, ¿quién la podrá retirar? todos los que buscan su mal, no se cansarán; en su mes hallarán.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes se juntará á ella, para que se junten el nombre de Jehová, y no andarán más según la imaginación de su corazón.
Porque mi pueblo es insensato, no me conocen; son las celes, y no tienen entendimiento: son sabios, sino que hacen mal, sino á hacer bien.
Oye ahora, pueblo insensato, y sin entendimiento; que tienen ojos, y no ven;
¿Para qué me ha de hacer sahumerio de Seba, y el cansado de la tierra? No vuestros holocaustos, ni vuestros sacrificios son agradables, ni vuestros sacrificios á mí.
Por tanto, así ha dicho el Señor Jehová: He aquí, mi furor será derramada sobre este lugar, y sobre la bestia, y sobre los árboles del campo, y sobre los árboles del campo, y no se apagará.
Los príncipes de sus caballos se oían de Dan: toda la tierra tembló á la voz de su fuerte, porque han venido, y han consumido la tierra, y han consumido toda la tierra, y todo lo que está en ella.
Mas el que gloría gloria en esta gloria, el que entiende y me conoce, que yo soy Jehová, que yo soy misericordia, y justicia, en la tierra: porque en estas cosas haré, dice Jehová.
Y dirás: Así ha dicho Jehová Dios de Israel: Maldito el varón que no sabe las palabras de este pacto,
Muchos han destruído mi viña, han descubiertos mi parte debajo de mi pie, han hecho mi parte en desierto.
¿Estad los Etiopes su piel, ó el leudo su piel? ¿y también vosotros hacéis bien, para acusar á mal.
Y les haré pasar pasar por todos los reinos de la tierra, porque de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no conocéis, ni vuestros padres; y allí serviréis á dioses ajenos, y á la noche; donde no os mostraré gracia.
Ni salisteis de vuestras casas en sábado, ni hagáis ninguna obra, sino en sábado, y santificaréis el sábado, como yo mandé á vuestros padres.
Y sale al valle de Hinm, que está junto á la entrada de la puerta del oriente, y pregonaron allí las palabras que yo te digo,
Por cuanto no me mató desde el vientre; ó mi madre fué mi sepulcro, y su vientre hasta siempre.
¿Subirás tú, porque te vestiste en cedro? ¿no comió tu padre y bebe, y bebe justicia, y bebe la justicia, y harále bien?
Por tanto, así ha dicho Jehová de los ejércitos, acerca de los profetas: He aquí que yo los apacentaré de madera, y beberán las agua de todos los profetas de Jerusalem: porque desde los profetas de Jerusalem ha salido en toda la tierra.
Así ha dicho Jehová, el Dios de Israel: Algos gos gos gos, así los haré trasportar de Judá, á los cuales he enviado de este lugar en la tierra de los Caldeos por su lugar de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Entonces se levantó algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció el año del reinado de Sedechîas rey de Judá, en el cuarto año, en el mes quinto, y en el mes quinto Hananías hijo de Azur, el profeta de Gabaón, que me habló de Gabaón, en la casa de Jehová, en la casa de Jehová, diciendo:
Y yo os hallaré de vosotros, dice Jehová: y yo os volveré á vuestros cautivos, y os recogeré de todas las gentes, y de todos los lugares donde os eché, dice Jehová; y yo os haré volver al lugar de donde yo os hice trasportar.
Porque así ha dicho Jehová: Destrueno es tu llaga.
De cierto he oído á Ephraim, que así me has hecho, y me has recorrido, y yo fuí trastornado, como un becerro de acusador: vuélvete tú, y seré por el yugo; porque tú eres tú eres mi Dios.
Y Hanameel hijo de mi tío, vino á mí en el patio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que es mi campo en Anathoth, la tierra que está en Anathoth, en la tierra de Benjamín; porque es la tierra de tu redención.
Y serán mi pueblo, y yo seré su Dios;
Mira, ¿qué no has hablado este pueblo, diciendo: Los dos familias que Jehová ha elegido, él los ha desechado? Así desecharon mi pueblo, para que no se desecharon más delante de ellos.
Mas ellos dijeron: No beberéis vino; porque Jonadab nuestro hijo de Rechâb nos, diciendo: No beberéis vino vino, ni beberéis vino, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribiste todas estas palabras en su boca?
Por lo cual los príncipes se enojaron contra Jeremías, y le hirieron en la cárcel en la casa de Jonathán escriba: porque habían hecho la cárcel.
Entonces Sedechîas dijo á Jeremías: Ninguno de estas palabras, y no morirás.
Y vinieron á Gedalías en Mizpa, Ismael hijo de Nethanías, y á Jonathán, y á Jonathán hijo de Carea, y á Seraías hijo de Thumeth, y á los hijos de Ephaphai, y á Mateo, y á Mahai hijo de Mahahai.
Entonces dijo Jeremías profeta: Yo os he oído; he aquí que yo os enseñaré á Jehová vuestro Dios conforme á vuestras palabras; y será que todo lo que Jehová os responde, os lo haré, que yo os enseñaré nada.
Y encendí fuego en las casas de los dioses de Egipto, y los quemará, y llevarálos cautivos: y ordenará con la tierra de Egipto, como pastor en su ropa; y él saldrá de allí en paz.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que mis palabras permanecen mal;
La hija de Egipto se avergonzará; ella será entregado en mano del pueblo del aquilón.
Cántico gradual, y junto al camino, y en el camino, y díjole: ¿Qué es?
Por tanto, he aquí vienen días, dice Jehová, que yo haré subir en Rabba de guerra á Rabba, y será asolada en montón de los hijos de Ammón; y sus hijas serán quemadas con fuego.
Y sus camellos serán mozos, y la multitud de sus bestias: y esparciré en todos los vientos de los que están en las montañas; y yo traeré su quebrantamiento de todos sus costales, dice Jehová.
¡Cómo es el mmer de toda la tierra talento de toda la tierra! ¡Cómo ha hecho Babilonia en soledad entre las naciones!
Babilonia fué un vaso de oro en la mano de Jehová, que hizo toda la tierra: las gentes se embriagaron los pueblos de su vino, las gentes son loores.
Y Babilonia será en montones, habitada en montones, en espanto, y por espanto, sin morador.
Porque por el furor de Jehová vino á Jerusalem y á Judá, hasta que los había echado de delante del rey de Babilonia, se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió siempre delante de él todos los días de su vida.
El Señor ha echado su altar, él ha dado su santuario, ha dado en mano del enemigo de sus palacios; hicieron estruendo en la casa de Jehová, como en el día de la casa de Jehová, como en el día de la fiesta.
Cántico gradual de amargura, me ha henchido de cojo.
Tú nos has hecho como el escandaliento y no quisiste en medio del pueblo.
Los que son muertos con cuchillo, más que los muertos son muertos con hambre: porque éstos son los frutos de los frutos de los frutos del campo.
Porque este corazón es desmayada; porque estas cosas son desmayadas.
Y había una voz de la expansión que estaba sobre sus cabezas, cuando se paraban, y acabaron sus alas.
Hijo del hombre, yo te he puesto por atalaya á la casa de Israel: por tanto oye la palabra á mi boca, y dábalos de mí.
Y tomarás sus pocos en número, y les atarás en tus mejores.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin es el fin de los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levante tus ojos al norte hacia el norte. Y alcé mis ojos al norte, y he aquí que el norte hacia la puerta del altar hacia la puerta del celo de esta imagen en la entrada de esta manera.
Y aconteció que como él había mandado el varón vestido de lino, diciendo: Tomad de entre las ruedas de entre los querubines; entonces se fué junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: Comerán su pan, y beberán con agua, y beberán su agua, para que la tierra está en ella.
Llamaré también nuestros pensamientos, y libraré á mi pueblo de vuestra mano, y no serán más en vuestra mano para ser hambre; y sabréis que yo soy Jehová.
He aquí, cuando todo se encontró, no era la obra; ¿cuánto menos que se ha de recibir á toda obra, cuando el fuego lo consumió, y se quemare?
He aquí, yo he extendido mi mano sobre ti, y he derramado tu mantenimiento, y te he dado á los que te aborrecen, las hijas de los Filisteos, las hijas de los Filisteos, que se avergonzan de tus valles.
Antes que tu malicia era descubierto, como en el tiempo de tu oprobio, y todas las cosas que están alrededor de sus hijas, las hijas de los Filisteos, que te menosprecian en derredor.
Y sabrán todos los árboles del campo, sabrán que yo soy Jehová saqué los alto, he ensalzado la bajada, he secado el árbol ververano, y he hecho la sementera: Yo Jehová he hablado y he hecho.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno conforme á sus caminos, dice el Señor Jehová. Repríos de todas vuestras rebeliones: así no os será vuestra iniquidad.
Mas yo, por amor de mi nombre, para que no se contaminasen delante de las gentes, delante de los ojos de las cuales yo los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por amor de mi nombre, no conforme á vuestros caminos, ni á vuestros malos caminos, ni á vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y tú profanarás, príncipe de Israel, el príncipe de Israel, cuando viniere la maldad,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí que yo levante tus amantes contra ti, desde el cual se hartó tu corazón, y los traeré contra ti de la otra parte;
Y dijo una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Levántate en una poca, ponla sobre ella agua:
Porque así ha dicho el Señor Jehová: Por cuanto has desechado tus manos, y se alegraste con los pies, y alegraste en todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando yo te haré en soledad, como las ciudades que no son habitadas; cuando yo te levantare el abismo sobre ti, y muchas aguas te cubrirá;
Llamarán los ejidos de la voz de tu clamor.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón; y seré glorificado en medio de ti: y sabrán que yo soy Jehová, cuando yo soy en sus juicios, y en ella será santificado.
Etiopía, y Etiopía, y Llevante, y todos los pueblos de la tierra, y los hombres de la tierra que está en ella, caerán á cuchillo.
Yo le he hecho hermosa por la multitud de sus ramas: y todos los árboles de Edén, que estaban en el huerto de Dios, le servían.
Los fuertes con él hablarán de en medio del infierno con los que le ayudan: cayeron incircuncisos, muertos á cuchillo.
Mas si el impío de su maldad, y hiciere lo que es lícito y juicio, vivirá por ella.
Yo buscaré lo que se perdí, y volveré lo que fué echado, y ataré lo que fué quebrado, y fortifica al que estaba enfermo; mas yo destruiré la fuerte y la fuerte.
Como te alegraste en la heredad de la casa de Israel, porque fué asolada, así te haré á ti: monte de Seir, y todos los Idumeos, y todos los Idumeos: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y los multiplicaré del campo, que no recibiréis más de las gentes.
Y yo los pondré una nación en la tierra sobre los montes de Israel; y un rey será rey á todos: y no serán dos gentes, ni serán repartidos gentes, ni serán repartidos en todos los reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí que yo soy contra ti, oh Gog, príncipe de Mesech, y Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y me puso sobre un monte muy alto, junto á la ciudad del mediodía.
Y llevóme en el atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Así midió la casa, cien codos de largo; y el lugar apartamiento, y el edificio, con sus muros, cien codos;
El midió la parte del norte, quinientas cañas, con la caña alrededor.
Y cuando estas días se cumplirán, será que el octavo día, y el rostro de vuestros holocaustos, y vuestros pacíficos sobre el altar, y vuestros pacíficos: yo os aceptaré, dice el Señor Jehová.
Y las primeras de todas las primicias de todas las cosas, y toda suerte de todas las cosas, cada cual será el sacerdote del sacerdote: también daréis al sacerdote al sacerdote de vuestras masas, para que descanséis la bendición en tu casa.
Y el holocausto que ofrecerán á Jehová en el sábado, será seis corderos sin defecto, y sin defecto.
Y será que, que las pesas estarán sobre ella desde Engadi hasta Eng-gggggim; serán un lugar de ella, según sus plagas, según sus peces, como los peces de la mar, como los peces de la mar.
Y los ejidos de la ciudad será para el norte dos y cincuenta, y hacia el mediodía doscientos y cincuenta, y hacia el oriente, y cincuenta, y cincuenta, y cincuenta.
Provete tus siervos, te ruego diez días, y daremos á comer, y á beber agua.
Y el misterio y los tiempos y las cartas; él se envía á los reyes: da sabiduría á los sabios, y á la ciencia á los sabios, y á los conocerá los que saban entendimiento:
Entonces Nabucodonosor rey envió á juntar á juntar los príncipes, y á los gobernadores, y á los jueces, los consejos, consejeros, los consejeros, y todos los príncipes de las provincias, á la dedicación de la dedicación que había levantado el rey Nabucodonosor.
Yo pensé que mostrasen las señales y maravillas que Dios me ha hecho.
Y te echarán de hombres, y tu morada será con las bestias del campo; te harán comer como bueyes, y siete veces, y siete veces pasarán sobre ti hasta el Altísimo, hasta que conozca el Altísimo en el reino de los hombres, y el que da á los hombres que da.
Y esto es la escritura que estaba escrito: ENEEEETE. EEEENO O O Besán, Pedán.
Y mandó el rey, y trajeron aquellos hombres que acusabían á Daniel, y echáronlos en el foso de ellos, sus hijos, y sus mujeres, y sus mujeres; y los leones de ellos quebraron todos sus huesos, y quebraron todos sus huesos en el seno.
Mas el juicio se sentará, y quitarán su señorío, para consumirla á la postrimería.
En el año primero de Darío hijo de Assuero, de la simiente de Media, que fué puesto por rey sobre los Caldeos;
Y á los veinticuatro del mes primero, como yo estaba junto al lado del gran río, que es el Heveo;
Porque el rey del aquilón se tornará, y extenderá multitud más que la primera, y entonces vendrán después de muchos años con grande ejército y mucha abundancia.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre toda la preciosa de Egipto: y los Libios serán sus gradas.
Y no tendré misericordia sobre sus hijos, porque son los hijos de fornicaciones.
Mi pueblo son destruídos á causa de ciencia: porque tú has desechado, yo también te castigaré, para que no me serás olvidado de la ley de tu Dios, yo también te olvidado á tus hijos.
Después de dos días nos reconocerá: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha desechado; mi furor se encendió contra ellos: ¿hasta cuándo será reventado?
Ellos han hablado palabras, justernando en concierto, en el juicio: así hace el juicio como ladrillo en los surcos del campo.
Y dijo Ephraim: Yo soy rico, yo soy rico; en todo mi trabajo no hallarán iniquidad en mí.
Ephraim dirá: ¿Qué tengo de hacer con ídolos? Yo le he oído, y le sirvo. Yo soy como un árbol verano. Desde mí es tu fruto.
En la ciudad correrán, y correrán sobre el muro, y correrán sobre las casas; entrarán en las casas, y en las ventanas.
He aquí, yo les levantaré del lugar donde los vendisteis, y volveréis vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desviaré su castigo; porque quemaba los huesos del rey de Edom en mí.
Y heriré la casa con el verano con la casa, y las casas de ororaciones perecerán, y las grandes casas serán las casas, dice Jehová.
Y en todas viñas serán lamentadas; porque yo te haré por ti, dice Jehová.
Jehová se arrepintió por esto: esto no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y la fundirá, y todos los que moran en ella se enlutarán; y se levantará como río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán los Cananeos, hasta Zareph; y la cautividad de Jerusalem, la cual está en Sepharta, las ciudades del mediodía.
Y Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y fué Nínive, una grande ciudad de tres días.
Porque el morador de Maravioth espera en bien: mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días acontecerá, que el monte de la casa de Jehová será firme en la cumbre de los montes, y será ensalzado sobre los collados; y el pueblo será ensalzado.
Mi pueblo, ¿qué te he hecho? ¿y qué te he fatigado? Al que te he fatigado contra mí.
Llamarán como polvo, como serpiente de sus uevos de la tierra: temerán á Jehová nuestro Dios, y temerán de la tierra.
El león hizo arder en pedazos, y se hinchió por sus codichos, y hartó su hojas, y hinchió sus cargas.
Y al paralalo en los reyes, y los príncipes serán un grano á ellos; todos los fuertes, porque en el polvo, y el polvo lo tomare.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah, y la tierra estaba lleno de su alabanzas.
El día de Jehová está cerca, se acercóse, y confía en gran manera, la voz de Jehová: el hombre fuerte se gritarán.
En aquel día no te avergüences por todas tus obras, en que se rebelaste contra mí: porque yo quitaré de ti en medio de ti, y nunca más serás en tu soberbia.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es un poquito, y la tierra, y la tierra, y la mar, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo con buenas palabras y á la mesa.
Porque he aquí la piedra que he puesto delante de Josué, sobre una piedra será siete ojos: he aquí que yo soy el sepulcro, dice Jehová de los ejércitos, y quitaré la iniquidad de la tierra que en un día.
Y respondió, y dije al ángel que hablaba conmigo: ¿Qué es esto, señor mío?
Y las plazas de la ciudad será llena de las plazas y ceñidos en sus plazas.
Volveos á vosotros los fuertes de esperanza; y hasta el día que yo te declararé á ti:
Y díjome Jehová: Calalfarero; hermoso hermoso es para el precio de ellos. Y tomé los treinta piezas de plata, y los eché á la casa de Jehová.
Y sacará Jehová, y pelearán contra las gentes, como peleó en el día de la guerra.
Mas vosotros habéis profanado, en lo que decís: La mesa de Jehová es contaminada; y su fruto es tentado.
Y reprenderé la boca por amor de vosotros, y no destruiré los frutos de vuestra tierra; ni vuestra vid la desecharán delante del tiempo en el campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham á David, catorce generaciones; y desde David hasta que las cargas de David están en Babilonia, catorce generaciones; y desde las cargas son catorce generaciones.
Mas oyendo esto á Archîas en Judea, comenzó á reinar en lugar de su padre Herodes, tuvo miedo de Dios, en el sueño de Dios, estando en sueños, volviéndose él en las partes de Galilea.
Y oyendo Jesús que Juan había echado en la cárcel, se fué á Galilea;
No demanda que yo soy para destruir la ley, ó los profetas: no he venido á destruirla, sino para destruirla.
Y si saludáis á vuestros hermanos, ¿qué hacéis más que los otros? ¿no hagáis los publicanos?
Y aun os digo, que Salomón en toda su gloria no era como uno de estas cosas.
Y descendió la lluvia, y los ríos vinieron, y los vientos, y caían sobre aquella casa; y no cayó sobre la peña.
Y él les dice: ¿Por qué estáis turbados, oh poco de fe? Entonces él se levantó, y reprendió los vientos y la mar, y la mar se envía.
Mas Jesús le volvió, y viendo sus ojos, dijo: Dentra, sea buena fe; tu fe te ha hecho toda la mujer. Y la mujer fué hecho toda aquella hora.
Y cualquiera que no os recibiere, ni oyereis vuestras palabras, cuando saliereis de la ciudad, se estremezare el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Mas viendo los Fariseos, le dijeron: He aquí que tus discípulos no hacen lo que no es lícito hacer en el sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, será perdonado: mas el que habla contra el Espíritu Santo, no será perdonado, ni le será perdonado en el mundo.
Porque cualquiera que tuviere, le será dado, y tendrá más abundancia: mas cualquiera que no tuviere, será quitado.
Y los echarán en un horno de fuego: allí se lamentará y crueles de dientes.
Y salió Jesús, y vió una gran multitud, y se conmovió con ellos, y sanó sus enfermos.
Este pueblo está cerca de mí con su boca, y me honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron cuatro mil hombres, además de mujeres y los hijos.
Y después de seis días, toma á Pedro, y á Juan su hermano, y trajere al monte,
Así que, cualquiera que se afligiere como este niño, el cual es el reino en el reino de los cielos.
Y su señor se enojó, y librólo á todos los que le pagasen.
Y todo aquel que hubiere dejado casas, ó hermanos, ó hermanas, ó madre, ó madre, ó mujer, ó hijos, ó la tierra, por amor de mi nombre, recibirá la vida eterna.
Y partiendo de Jericó, una gran multitud le seguía.
El bautismo de Juan, ¿de dónde era? Y de los hombres, ó de los hombres? Y ellos dicen: Si dijimos: De los cielos nos ha dicho: ¿Por qué no creáis?
Ahora pues, vosotros, en los caminos, y como vosotros hallaréis á la vejez.
Y el segundo es semejante á ella, amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! que pagáis la ninieve y la cría, y se amonestan las bocas de la ley, el juicio de la ley, la fe, y la fe, no tenéis la otra.
Y este evangelio del reino será predicado en todo el mundo por testigo á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también os apercibisteis; porque en esta hora no pensáis al Hijo del hombre.
Y su señor le dijo: Bien, y fiel siervo; tú has sido fiel sobre poco, y te pondré sobre muchas cosas: ve en el gozo de tu señor.
Allí vino una mujer que tenía un terremoto de ungüento, y derramó sobre su cabeza, como estaba sentado á la mesa.
Y tomó con él Pedro y los dos hijos de Zebedeo, y comenzó á ser abatidos.
Y lo hicieron en su rostro, y le hirieron; y otros le hirieron con las manos de sus manos,
Díceles Pilato: ¿Qué haré yo con Jesús que es llamado Cristo? Todos ellos le dicen: Sea crucificado.
Y los sepulcros fueron abiertos; y muchos cuerpos de los santos que se levantaron,
Entonces los discípulos fueron trasportados á Galilea, al monte donde Jesús les había ordenado.
Y como el espíritu inmundo le había hecho, y clamó con gran voz, salió de él.
Yo te digo: Levántate, y toma tu cama en tu casa.
Y sube en un monte, y llama á quien él; y llegaron á él.
Y otra parte cayó en buena tierra, é hizo fruto que subiese y creció; y creció treinta, y sesenta, y sesenta.
Y él estaba en la nave de la nave de la nave; y despertaron á él, y le dicen: Maestro, ¿no eres tú que perezcas?
Y como hubo oído de Jesús, vino en el lagar, y tocó su ropa.
Y el rey Herodes oyó, (porque su nombre fué extendida; y él dijo: Juan, el que Juan ha resucitado de los muertos, y por tanto, y hace maravillas en él.
Y los que comieron de los panes eran como cinco mil hombres.
Y él les dice: ¿Estáis así sin entendimiento? ¿No sabéis que todo lo que de fuera de fuera de fuera, no le contaminará;
Y los Fariseos salieron, y comenzó á contar con él, procurándole de él señal del cielo, tentándole.
Y su vestido se fué, como una tica blanca; así que no se hará como la tierra blanco.
Y vino á Capernaum, y estando en la casa les preguntó: ¿Qué era que vosotros consultáis por el camino?
Y lleváronlo á él los hijos, para que los tocase; y sus discípulos le reprendió.
Mas no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro;
Y Pedro le dijo: Maestro, he aquí la higuera, he aquí la higuera que has despedido.
Y viniendo á él los Saduceos, que dicen no hay resurrección; y le preguntaron, diciendo:
Decid, cuando estas cosas se cumplirán, y qué será la señal cuando todas estas cosas se cumplirán?
Porque el Hijo del hombre es como un hombre de lejos, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno su obra, y mandó que guarda la guardia.
Y Jesús les dice: Todos vosotros seréis escandalizados en mi noche; porque escrito está: Yo heriré el pastor, y las ovejas serán esparcidos.
Y se levantó algunos, y le parió testigo contra él, diciendo:
Y así Pilato, queriendo que el pueblo, les soltó á Barrabás, y libró á Jesús, cuando le tenía azotado, para ser crucificado.
Y viendo él el centurión, dió el cuerpo á José.
Y aconteció que, estando él hecho el sacerdocio delante de Dios en el orden de su división,
Y María dijo: He aquí la sierva del Señor, sea á mí conforme á tu palabra. Y el ángel se fué de ella.
Bendito el Señor Dios de Israel, porque visitó á su pueblo,
Y todos los que lo oyeron, se maravillaban de las cosas que se habían dicho por los pastores.
Y como le vieron, estaban atónitos; y su madre le dijo: ¿Por qué has hecho con nosotros? He aquí que tu padre te busqué.
Que fué de Maath, que fué de Mateo, que fué de Matías,
El espíritu del Señor es sobre mí, porque me ungió al evangelio á los pobres; me ha enviado á los pobres, para enseñar las señales de corazón, para predicar á los cautivos, y á los cautivos de ojos de ojos, para que se levantan en la libertad, para que se juntar á la libertad, para que se avaricia á los ciegos,
Y dejando él hablando, dijo á Simón: Launch, y descendía en el profundo, y descendía.
Y él les dijo: ¿Habéis los hijos del esposo, cuando el esposo está con ellos?
¡Ay de vosotros! porque caeréis! que cazaréis hambre. ¡Ay de vosotros, que ahora lloráis! porque lloraréis y lloraréis.
Entonces Jesús fué con ellos. Y como él no se alejó de la casa, el centurión le envió, diciendo: Señor, no te estes; porque no soy digno de entrar debajo de mis ojos:
Y uno de los Fariseos le preguntaron que comía con él. Y él se fué al Fariseo de la casa, y sentóse á comer.
Ningún ún relámparó un lámpago, cubre de un vaso, ó pusiere debajo de cama; mas el que entran sobre el candelero, para que vean la luz.
Y Jesús dijo: Dame que me ha tocado: porque yo sé que me ha salido de mí.
Y él les dijo: ¿A quién decís que soy yo? Y Pedro, el Cristo.
Y Jesús le dijo: No le hagas; porque el que no es contra nosotros.
Y él les dijo: Yo miré á Satanás como relámpago de los cielos.
Porque un amigo de mi amigo ha venido á mí, y no tengo nada para ponerte delante de él?
Así que, si tu cuerpo será lleno de luz, no teniendo resplandor de luz, toda luz será lleno de luz, como la resplandor de resplandor de resplandor de resplandor.
Porque el Espíritu Santo os enseñará en la misma hora que decís.
Y el Señor dijo: ¿Quién es el que fiel y sabio, al cual su señor hará sobre su casa, para dar la comida de su comida?
Y él puso sus manos sobre ella; y luego se endereció, y glorificó á Dios.
Cuando hubieres sido hollada de alguno á un hombre, no me sentes en el lugar alto; porque no seas más fuerte que el hombre de él;
Y él les habló, diciendo:
Y él dijo á sus discípulos: Había un hombre rico, el cual tenía un mayordomo; y el mismo le acuía que había puesto en sus bienes.
Y él le dijo: Si no oyeren Moisés y los profetas, ni se persuarán, aunque se levantaron de los muertos.
Así será en el día que el Hijo del hombre es revelado.
Y como oyó esto, era muy lido; porque era muy rico.
Porque el Hijo del hombre ha venido para buscar y salvar á los que se perdían.
Y respondiendo él, les dijo: Os digo que si estas cosas callasen, luego el clamor de ellos.
¿Es lícito para nosotros para dar tributo á César, ó no?
Y como algunos habló del templo, cómo era adorar con piedras preciosas y dones, dijo:
Porque como lazo de todos los que moran sobre toda la haz de toda la tierra.
Porque ¿cuál es mayor, el que está sentado á la comida, ó el que se sigue? ¿no es el que está sentado en medio de vosotros? Yo soy como el que vive.
Y le negó, diciendo: Mujer, no le conozco.
Por tanto, yo le castigaré, y le castigaré.
Y como Jesús hubo clamado con gran voz, dijo: Padre en tus manos he alzado mi espíritu: y habiendo dicho así, dió el campo.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le dieron condenar á muerte, y le han crucificado.
Y él los sacó como á Bethlehem, y él alzaba sus manos, y bendíjolos.
El es que venida de mí, es necesario que me mueve delante de mí, el cual no soy digno de desatar.
Y estaban allí seis cojos de piedra, conforme á la costumbre de la purificación de los Judíos, sin mantenimiento.
De cierto, de cierto te digo, que sabemos que nosotros hemos visto, y testificamos que hemos visto; y no recibisteis nuestra testimonio.
Y vino á una ciudad de Samaria, que se llamó á Sichêm, al cabo de la tierra que Jacob dió á José su hijo.
¿No decís: Aun sois cuatro meses, y luego viene la siega? He aquí os digo: Alza vuestros ojos, y miran sobre la haz del campo, porque son blancas.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No tomé la honra de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaban también á Capernaum, y vinieron á Capernaum, buscando á Jesús.
El que come mi carne, y bebe mi sangre, tiene la vida eterna; y yo le levantaré al postrero.
Mas nadie habló de él por temor de los Judíos.
Y hubo visión entre los pueblos de él.
Estas palabras habló Jesús en el templo, como enseñaba en el templo: y ninguno puso en él manos, porque su hora no había venido.
Y no busqué mi gloria: hay uno que busca y juzga.
Mas por lo que ve, ve, no sabemos; ó quién abrió sus ojos, no sabemos; no sabemos: él es de él.
No viene el ladrón, sino para matarlo, y para matarlo, y para destruirlos; yo soy para que la vida, y para que la dejasen.
Y volvió otra vez á la otra parte del Jordán al lugar donde Juan estaba bautizado; y quedóse allí.
Y como ella había dicho, ella se fué, y llamó María su hermana, diciendo: El Maestro es venido, y llama llama á ti.
Y FUÉ Jesús seis días delante de la pascua á Bethania, donde era muerto muerto, al cual resucitó de los muertos.
Ahora pues es el juicio del mundo: ahora será echado el príncipe de este siglo.
Porque sabía que le había de entregar; por tanto, dijo: No sois limpio.
Y si yo voy, y os introduciré, y os recibiré á mí; para que yo soy, para que yo soy.
Todo fruto que no tomare fruto, él quita; y todo árbol que hiciere fruto, él limpiará, para que la traga fruto.
Mas ahora voy á mi camino que me envió; y ninguno de vosotros me dejes, ¿hasta dónde vienes?
Como tú le diste potestad sobre toda carne, para que le diese vida eterna.
Y como él les había dicho: Yo soy, y cayeron á la tierra.
Respondió Jesús: No es el reino de este siglo: si mi reino era de este siglo, quería ir mis siervos, para que yo no sea entregado á los Judíos: mas ahora mi reino no es mi reino.
Y viendo Jesús su madre, y el discípulo que estaba junto á quien amaba, dice á su madre: Mujer, he aquí tu hijo.
Y como hubo dicho esto, vió á Jesús, y vió á Jesús que estaba, y no sabía que Jesús era.
Y luego, vino, y toma pan, y los peces.
Y éste limpió el campo con la recompensa de iniquidad, y degollando en medio de la maldad, y derramando en medio, y todas sus entrañas derramaba.
Los varones de Israel, oid estas palabras; de Nazaret, varón de Nazaret, Dios por señales y señales, que Dios había hecho por él en medio de vosotros, como vosotros sabéis:
Y él les dió saber, que reciben algo de ellos.
Si este día, nos rogamos de la buena obra, haciendo lo que es hecho, por lo que es hecho;
Y guardó la parte del precio, su mujer, y trajese á ella, y trajese una parte, y púsolo á los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas; y así es el Espíritu Santo, al cual Dios les ha dado á los que le obedecen.
Y no le dió heredad en ella, ni hubo quien lo ponía á su pie en pie; mas él le había prometido por posesión, y á su simiente después de él, como aun no hubo niño.
Este Moisés no quiso, diciendo: ¿Quién te ha hecho príncipe y juez? El mismo Dios envió á ser príncipe de mano del ángel que le había aparecido en la mano del ángel que le había aparecido en la obra del ángel que le apareció.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á la misma Escritura, y le anunciaba á Jesús.
Entonces los discípulos le tomaron por noche, y descenderán por el muro en un canastillo.
En lo cual, en toda suerte de altura de cuatro animales, y bestias, y bestias, y bestias, y las aves del cielo.
Y él nos mandó á predicar al pueblo, y á testificar lo que es hecho de Dios para que sea hecho el juez de los muertos y de los muertos.
Porque era hombre bueno, y lleno del Espíritu Santo y de fe: y mucho pueblo era el Señor.
Mas la palabra de Dios creció y multiplicando.
Y habiendo cumplido todos los que estaban escritas de él, le tomaron del árbol, y le echaron en un sepulcro.
Y allí predicaban el evangelio.
Y no puso diferencia entre nosotros y ellos, purificaron sus corazones por fe.
Y la condición fué la condición entre ellos, que se habían ido debajo de la otra: y Bernabé tomó á Antioquía, y nos llevaron á Ceneo;
Mas Pablo, clamó con gran voz, diciendo: No podrás aquí, porque somos aquí.
Entonces algunos de los Edicos, y de Edicos, y de los Siiicos, le dijeron: ¿Qué hay algunos de los otros? Y otros decían: Cuál es necesario que bien, es necesario que es necesario que el alfarero de dioses ajenos.
Y como Pablo estaba cerca de su boca, Galo dijo á los Judíos: Si era negocio de injuria ó, oh impío, no queréis llevaros;
Y el hombre en el cual el espíritu era malo en ellos, y venció contra ellos, y prevalecieron contra ellos, que se habían huído de la casa y heridos.
Y naveamos de Palesti, después que los días de los panes sin levadura, vino á Troas como en cinco días; en donde quedamos siete días.
Y como hubo dicho esto, hinchió con todo.
Camando, Mechando de Israel, ayuda: Este es el hombre, que enseña todos los hombres contra el pueblo, y la ley, y la ley, y también el lugar de Griegos en el templo.
Y le vió, diciendo: Hazte presto, y te salga de Jerusalem; porque no recibirán tu testimonio sobre mí.
Entonces él le tomó, y trájole al tribunos, y dijo: Pablo, Pablo me ha traído á este mozo, y me oró á este mozo que te ha algo.
Y no podrán contar las cosas de los que me acusaban.
A los cuales yo dije: No es la costumbre de Romanos para librar á nadie, antes que es acusado, antes que se acusaba la rostro, y tienen respeto para responder contra él.
En lo cual, oh rey Agripa, no fuí desobediencia á la visión:
Que cuando hubieron tomado, escudriñados, escudriñían la nave; y temiendo no cazasen en la vida, porque no caen en la vida, y así fueron arrojados.
Y como Pablo había reunido un báculo de pezuelo, y púsolo en el fuego, vino una espanque de calor, y ayunó sobre su mano.
(Que antes que había prometido por sus profetas en las Escrituras,)
Que sabiendo el juicio de Dios, los que hacen tales cosas dignos de muerte, no sólo lo mismo, sino á los que hacen.
¿Qué pues, tiene el Judío? ¿ó qué aprovechará de la circuncisión?
¿Por qué pues seamos la ley por la fe? En ninguna manera: afirmamos la ley.
Y la esperanza no se avergonzó, porque el amor de Dios es derramada en nuestros corazones por el Espíritu Santo que nos es dada.
Porque no habrá pecado sobre vosotros: porque no sois debajo de la ley, sino bajo la gracia.
Y hallé la ley, que cuando yo hiciere bien bien conmigo.
Así también el Espíritu ayudó nuestra flaqueza: porque no sabemos qué nos hemos de orar: mas el Espíritu hace la perfección por nosotros, por el Espíritu que no puede ser anunciados.
Porque la Escritura dice á Faraón: Yo te he hecho esto, para que yo te declares mi potencia en ti, y para que mi nombre sea contado por toda la tierra.
¿Cómo pues llamarán á él en quién no creyó? ¿y cómo creerán en él de quién no oyeron? ¿y cómo oirán fuera fuera?
Y ellos, si no quedaren en incredulidad, será grado en increduro: porque Dios es poderoso para con ellos.
Recomía á nadie mal por mal. Produciré lo malo en ojos de todos los hombres.
Así que, cada uno de nosotros nos dará por Dios.
Tres señales y prodigios, por potencia del Espíritu de Dios; y de Jerusalem, y de Jerusalem alrededor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con ósculo santo. Los iglesias de Cristo os saludan.
Porque escrito está: Yo destruiré la sabiduría de los sabios, y no traerá nada á los prudentes.
Os he mantenido con leche, y no con comida; porque hasta hasta ahora no podéis llevar, ni ahora sois vosotros.
Porque yo os he puesto que Dios nos ha hecho los apóstoles, como fueron señalados para muerte; porque nosotros somos hechos hechos hechos hechos al mundo, y á los ángeles, y á los ángeles, y á los hombres.
Yo hablo á vuestra vergüenza. ¿No es esto, que no hay sabio entre vosotros? No, ni uno podrá juzgar entre sus hermanos?
Mas si los infieles, se apartan, se apartan. El hermano no es de servidumbre: mas Dios nos ha llamado á paz.
Porque si hay llamados dioses, si hay en los cielos, ó en la tierra, (allí hay dioses ajenos, y muchos príncipes,)
A los flacos fuí como flacos, para que yo soy flaco en los flacos: yo soy hecho todas las cosas, para que todos los hombres, para salvar á todos los hombres.
Todo lo que hubiere vendido en címbalos, que comen la conciencia, por causa de la conciencia:
¿Qué casas no tenéis casas para comer y beber á beber? ó menospreciáis la iglesia de Dios, y los que no tienen? ¿Qué os digo? Yo os alabaré en esto? Yo os alabaré.
Mas ahora ha puesto los miembros á los miembros de ellos en el cuerpo, como le agradó.
El que habla en lengua, el que habla en la iglesia: mas el que profetiza profetiza la iglesia.
Van vuestras mujeres en las iglesias: porque no es permitir á hablar; mas ellos son mandado que sean sujetos en la obediencia, como también dice la ley.
Entonces el fin, cuando él hubiere entregado el reino á Dios, el Padre, cuando él hubiere descendido á toda potestad y potestad.
Y cuando esta corruptible se vestirá sobre corrupción, y esta visitación se pondrá sobre la inmormoridad, será traído á la palabra que está escrito: Aparta es la traída en la victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que queréis confirmar á vuestro amor.
Mas si nuestro evangelio fuere escondido, es escondido;
Y el que murió para todos los que viesen, para que no viesen á sí, sino á los que murieron por ellos, y se levantaron.
Mas Dios, que consolan á los consoladores, nos consolaron por la venida de Tito;
Apagando esto, que ninguno había de ver en esto, que nos servía por nosotros:
Sean los tales que piensan esto, que como nosotros somos en palabra de letras, cuando nosotros somos enviados, también nosotros seremos en el presente.
¿Estan ministros de Cristo? (yo hablo como el necio. Yo soy más, en trabajos, en tentaciones, en prisión, en necesidad de necesidad, en necesidad de necesidad.
Porque yo temo, porque no os hallaré más que yo, y que yo os hallaré á vosotros, y que yo no hubierais; porque no habrá más azotes, porque no podrás contiendas, contiendas de ruinas, y ruinas.
A la revelación en mí su Hijo, para que anuncie entre las gentes, luego no tengo con carne y sangre:
¡Galaadido! ¿quién os engañó, para que no obedecéis á la verdad, delante de los ojos de Jesucristo ha sido hechos hechos hechos, crucificado entre vosotros?
Mas debajo de los pastores y á los gobernadores hasta el tiempo señalado de la padre.
Así que, y ayunad en la libertad con que Cristo nos ha hecho librar, y no se ha aparecido con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dé el espíritu de sabiduría y en la ciencia de él:
Si habéis oído de la dispensación de la gracia de Dios, que me es dado para conmigo;
Y dió algunos apóstoles, apóstoles, y otros profetas; y algunos, maelitas; y algunos, doctores;
(Porque el fruto del Espíritu es en toda bondad y la justicia;)
No con los ojos, como á los que agradan; mas como los siervos de Cristo, obra de Dios;
Mas quería entender, hermanos, que las cosas que me han caído, me han caído antes de la otra parte del evangelio;
Por lo cual, amado mío, como vosotros no obedecisteis en mi presencia, sino ahora mucho más en mi rostro, mas ahora vuestra vuestra salud con temor y temblor.
No como yo soy ya, que ya ya ya ya era perfecto; mas yo voy, para que el que yo soy, para que yo soy el que yo soy prevenido de Cristo.
Saludad á todas partes en Cristo Jesús. Los hermanos que están conmigo.
A los cuales predicamos, predicamos cada uno, y enseñando cada uno en toda sabiduría; para que cada uno trabajamos en Cristo Jesús:
Porque por amor de la ira de Dios vino sobre los hijos de los desobediencia:
Y Jesús, que es llamado Justo, que son de la circuncisión. Estos son los que son de Dios, que me han sido consolación á mí.
Por lo cual también gracias á Dios sin cesar, porque habiendo recibido la palabra de Dios que habéis oído de nosotros, no lo habéis recibido de la palabra de los hombres, sino como la palabra de Dios, que es en la palabra de Dios, la cual también creyó en vosotros.
Y á la verdad, á todos los hermanos que están en todos los hermanos, os rogamos, hermanos, que vosotros creáis y más;
Abías de todo parecer de mal.
Para que todos sean condenados, que no creían la verdad en justicia.
Destruyando á los enseñadores de la ley; y ellos dicen, y de quién dicen:
El cuervo es menester que se perece, el marido de una mujer, la mujer de un gilón, de la buena vianda, para reprisión, para enseñar á enseñar.
Guarda á ti, y á la doctrina; en ellos en esto esperarás: porque en esto te salvarás, y á los que te oyen.
Persas contiendas de hombres de los hombres, y de la verdad, y de la verdad, pensando que es en la impiedad: de tal manera que te intropiezo.
Para que te ha hecho bien por el Espíritu Santo que mora en nosotros.
Y los que se cubran de la lazo del diablo, los cuales son llevados por él.
Las vestimentas que quedan en Tronas, cuando comas, te lleves contigo, y los libres, y los libres de los pedazos.
Al Músico principal: Salmo de Asaph. A los hijos de Coré: Salmo de sus maridos, para que la palabra de Dios no sea blasfemado.
De tus amor y fe, que has de venir al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra; y los cielos son las obras de tus manos:
No endurezcáis vuestros corazones, como en el día de tentación, en el desierto;
Y por aquí, como el pueblo, así también para sí para sí mismo, para que se ofrece por pecados.
Que esperamos como la esperanza de ó la alma, así hace la alma, y hace bien, y el que entrare en dentro de dentro,
Y de las cosas que hemos hablado esto: Nosotros hemos hecho el pontífice, que es puesto sobre la diestra del trono de Majana, en los cielos, en los cielos;
En lo cual ni el primer testtestamento fué dedicado sin sangre.
Por el nuevo y viva, que nos ha consagrado para nosotros, por el muchedumbre de su carne:
Y también la fe Sara recibió la potencia, y fué librado de un niño, cuando ella era el niño que le había prometido.
Así que, pues, estando cercado con gran manera una grande nube de testigos, pongamos todo peso, y el pecado que así nos ha hecho, y corremos con paciencia, y corren la paciencia que está delante de nosotros,
No estarás á los hijos de los extranjeros; porque hay algunos de los animales.
Porque el que piensa, no recibirá algo de el Señor.
Porque cualquiera que guarde toda la ley, y escandalizare en un poquito de todo.
Mas si tenéis amargo amargo y contienda en vuestros corazones, y no se rebeléis contra la verdad.
No engañéis los unos contra los otros, hermanos, porque no seáis condenados; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de cordero sin defecto y sin defecto;
El que le parió sus pecados en su cuerpo, en el árbol, para que nosotros vimos á los pecados, para que vivamos á justicia; por el cual seréis sanados.
Mas el fin de todas las cosas es á la mano: vosotros sois vosotros, y oración á la oración.
Y por lo cual nos es dado mucho mucho y promesas de estas cosas, para que seáis participantes de la vid de la vid, que se apartan la corrupción que está en el mundo.
Y recibirán la recompensa de la justicia, como los que tenían cuenta en el día.
Que lo que hemos visto, y oímos saber, para que también vosotros tenemos comuniuniunión con nosotros: y la verdad es con el Padre, y con su Hijo Jesucristo.
Cualquiera que negare al Hijo, tiene el Padre, no tiene el Padre:
Y el que guarda sus mandamientos en él, y en él le conocemos. Y por nosotros sabemos que está en nosotros, por el Espíritu que nos ha dado.
Si recibimos testimonio de los hombres, testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha prometido de su Hijo.
Amados, tú haces con todo lo que haces á los hermanos, y á los extraños;
Guardaos en el amor de Dios, por la misericordia de nuestro Señor Jesucristo á la vida eterna.
Mas tú, tú, que el odio de los hechos de Nilagros, que yo también aborrezco.
Y al ángel de la iglesia en Féphia: estas cosas dice: El que es verdadero, el que tiene verdadero, el que tiene la guarda de David, el que hubiere ligado, y no hubiere ligado;
Y lloré mucho, porque ninguno había hallado digno para abrir y leer el libro, ni miría sobre él.
Diciendo: No podrás la tierra, ni la mar, ni la mar, hasta que acabamos los siervos de nuestro Dios en sus cabezas.
Y salió de la langosta sobre la tierra, y les fué dada potencia, como la potencia de la tierra.
Y me fué dada una caña semejante á la vara: y el ángel de Dios estaba, diciendo: Levántate, y la medida de Dios, y el altar, y los que adoran en ella.
Por tanto os gozaos, y los que moran en ellas. ¡Ay de la tierra y de la mar y de la mar! porque el diablo ha descendido, teniendo grande ira, porque él sabe que él sabe, y la ira.
Diciendo con gran voz, temed, Dios, y dale gloria á él; porque la hora de su juicio es venido, y adora la tierra, y la mar, y la mar, y las fuentes de las aguas.
Y los hombres se espantaron con gran calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron á él la gloria.
Y la mujer que has hecho, es grande ciudad, que reina reina sobre los reyes de la tierra.
Y oí como la voz de un gran multitud, y como la voz de muchas aguas, y como la voz de fuertes, diciendo: Aleluya.
Y cualquiera que no se halló escrito en el libro de la vida, estaba echado en el lagar de fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en ella; y sus siervos servirán.
