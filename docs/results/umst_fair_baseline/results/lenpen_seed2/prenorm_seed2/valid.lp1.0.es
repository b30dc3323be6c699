E hizo Dios dos lámparas: el mayor hasta el día, y el umbral al, y la noche se enseñoreará la noche: él las estrellas también las estrellas.
Y Jehová Dios tomó al varón, y púsole en el huerto de Edén, y para guardar.
Y llamó Adam el nombre de su mujer Ea; porque ella era la madre de todos los vivientes.
Y á Seth, le nació también un hijo, y llamó su nombre Envía, y comenzó á llamar á invocar el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé quinientas noventa y cinco años, y engendró hijos é hijas.
Y era Noé de edad de treinta años cuando el río estaba sobre la tierra.
Y él se volvió otros siete días, y envió la paloma; que no volvió á él más.
Y comenzó Noé á labradores, y plantó una viña;
Y á Sem, padre de todos los hijos de Eber, hermano de Japhet, á los hijos de Japhet.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová dió á Faraón y á su casa con grande plagas á causa de Sarai, mujer de Abram.
Con Chêlaomer, rey de Elam, y con Tidal rey de gentes, y Amrach rey de Sinar, Arioch, rey de Ellar; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz, serás sepultado en buena vejez.
Y te daré á ti, y á tu simiente después de ti, tierra que tú eres peregrino, toda la tierra de Canaán, por heredad, y yo seré su Dios.
Y Abraham y Sara ya viejo viejo, y viejo en días; y cesó á Sara con Sara según la costumbre de las mujeres.
He aquí ahora, yo os he conocido dos hijas que no han conocido; ruégote que os traigáis, y haced vosotros como bien en vuestros ojos: solamente solamente hacen bien á estos hombres, porque no han venido á la sombra de mi sombra.
Y la menor, parió también un hijo, y llamó su nombre Benammi: este es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea grande en tus ojos delante de ti, por cuanto á la mujer de tu sierva, en todo lo que Sara ha dicho: porque en Isaac tu simiente será llamado tu simiente.
Y dijo Abraham: Mi hijo mío, Dios se hará un cordero para holocausto; así fueron ambos ambos.
Y respondiendo Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebían, y bebían los hombres que estaban con él, y durmieron toda aquella noche; y se levantaron en la mañana, y díjome: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el campo, y fué reunido á su pueblo.
Y el hombre se creció, y se iba, y creció, y creció hasta que fué muy grande;
Ahora pues, hijo mío, obedeced á mi voz conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No has tú sino uno mi padre? Bendíame, también mío, padre mío. Y Esaú alzó su voz, y lloró.
Y esta piedra que yo he puesto por columna, será de la casa de Dios: y de todo lo que me dieres, te daré la décima décima décima.
Y entró también á Rachêl, y él amó á Rachêl más que Lea, y sirvió á él siete años.
Y como Rachêl hubo nacido á José, dijo á Labán: Envíame á Labán, y haz ir á mi lugar, y á mi tierra, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y ven, todos los carneros que destilan sobre las bestias, se embriagaron, y varon; porque he visto á Labán todas las cosas que te hace.
Si el Dios de mi padre, el Dios de Abraham, el temor de Isaac, y el temor de Isaac, cierto me enviaste vacías, ahora me ha visto vacío y trabajo de mis manos, y te reprendió la noche.
Y mandó al cabo, diciendo: Cuando Esaú mi hermano te hiriere, y te despertare, diciendo: ¿Quién eres tú, y dónde eres? ¿y dónde están delante de ti?
Y dijo Esaú: Ruégote que me dejan conmigo algunos de los mejores que están conmigo. Y él dijo: ¿Qué tiene gracia en los ojos de mi señor.
Y aconteció en el tercer día, cuando estaban en gran manera, dos de los hijos de Jacob, y Leví, cada uno de sus hermanos, tomó cada uno su espada, y vino sobre la ciudad, y mató á toda la ciudad.
Los hijos de Rachêl: José, y Benjamín;
Y los hijos de Ana fueron estos: Disón, y Aholibama la hija de Ana.
Y sus hermanos fueron para apacentar las ovejas de su padre en Sichêm.
Y tomó Judá por mujer á Er su primogénito, cuyo nombre era Thamar.
Y dejó todo lo que había en José en mano de José, y no conocía, sino el pan que comió el pan que comió. Y José era hermoso, y bien.
Y en tres días se levantará Faraón tu cabeza, y te restituirá á tu lugar: y tú librarás el cáliz de Faraón en su mano, después de la manera que cuando hubieres su estiércol.
Y el leño y el rollo comían las siete vacas, comían las siete vacas:
Y á José nacieron dos hijos delante de los años de hambre, que venía á Asenath, hija de Phereth, sacerdote de la cual le parió á él.
Y no conocieron que José entendiese á José, porque les habló por interpretación.
Y los hombres tomaron el presente, y tomaron el dinero en su mano, y Benjamín; y levantóse, y levantóse, y se levantó á Egipto, y púsose delante de José.
Entonces ellos se postraron cada uno su palo, y abrieron cada uno su palo.
Y Dios me envió delante de vosotros que os guarden por posteridad en la tierra, y para salvar á vuestra vida.
Y los hijos de Rubén: Hanoch, Pedu, y Hesrón, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí, yo te haré fructificar, y te multiplicaré, y te pondré en multitud de pueblo, y daré esta tierra por heredad por heredad por heredad.
Sus ojos serán quebrados con vino, y sus dientes dientes de leche.
Y subió con él carros y gente de á caballo; y era grande compañía.
E hicieron los Egipcios á los hijos de Israel para servirle:
Y fué Moisés para morar con el hombre; y él dió Moisés á Zipla su hija.
Y Jehová dijo á Moisés: Saca tu mano, y toma por la tera. Y él extendió su mano, y arrebató una vara, y fué puesta en su mano:
Y dijeron: El Dios de los Hebreos ha encontrado con nosotros: Vamos ahora tres días de camino, y sacrificio á Jehová nuestro Dios, porque no caiga sobre nosotros pestilencia, ni pestilencia con pestilencia.
Y habló Jehová á Moisés, diciendo:
Y Moisés y Aarón entró á Faraón, y así hicieron como Jehová lo había mandado: y Aarón echó su vara delante de Faraón, y delante de sus siervos, y fueron una serpiente.
Y viendo Faraón que había allí allí, endureció su corazón, y no escuchó á ellos; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y poned delante de Faraón, y decidle: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón fueron llevados á Faraón; y él les dijo: Id, servid á Jehová vuestro Dios: y ¿quién son los que irán?
Y Jehová dijo á Moisés: No obedeciere á vosotros; para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en la media noche hirió Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón, desde el primogénito de Faraón, hasta el primogénito de la mazmorra; y todo el primogénito de los animales.
Y tú mostrarás á tu hijo en aquel día, diciendo: Esta es lo que Jehová me ha salido de Egipto.
Mas levantarás tu vara, y extenderás tu mano sobre la mar, y la dividirán: y los hijos de Israel irán en tierra en medio de la mar.
Entonces los duques de Edom serán azados; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán, todos los moradores de Canaán.
Y como lo lo hicieron con omer, el que se juntó nada de nada, y el que había juntado, cada uno conforme á su voluntad, cada uno según su comer.
Mas los de Moisés se agravaron, y tomaron una piedra, y púsola debajo de él, y púsose sobre él, y Hur detuvo sus manos, y el otro lado, y la otra otra de la otra parte hasta el sol.
Y juzgaron á todo el pueblo á todos asasascules: traigan á Moisés, mas á todos los pequeños se juzgaron.
No te harás de escultura, ó alguna imagen de cualquier cosa que está en el cielo, ni abajo en la tierra, ni abajo en las aguas debajo de la tierra:
Si bien no le hubiere hecho, el que la hubiere desposada, él será rescatado: vendiere á gente extraña extraña extraña extraña, viendo con ella.
Si el ladrón fuere hallado, y el que muera, y no habrá quien muriere, allí será derramado por él.
No levantarás el falso testimonio: no pongas tu mano con los impíos para ser testigo.
Y pondré tus términos desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el arroyo: porque yo entregaré á los moradores de la tierra en vuestras manos, y las echarás delante de ti.
Y harán el arca de madera de Sittim: dos codos de longitud, y su anchura de un codo y medio de su anchura, y medio de su altura, y medio de su altura.
Y mirarás á los que les mostraste en el monte, que te mostraste en el monte.
Y levantarás el tabernáculo conforme al tabernáculo, conforme á su que te había mostrado en el monte.
Y harás vestir vestidos para Aarón tu hermano por gloria y hermosura.
Y habrá en la cumbre de ella, en medio de ella, en medio de ella: tendrá una obra de herida alrededor, como la hoja de ella.
Y tomarás el otro carnero, y Aarón sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y su cumbre, y sus lados alrededor, y sus cuernos; y harás una corona de oro alrededor.
Cualquiera que fuere semejante á alguno, ó á cualquiera que se pusiere del extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, desciende, porque tu pueblo, que sacaste de la tierra de Egipto, se corrompieron;
Y enviaré al ángel delante de ti, y yo echaré al Cananeo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Heveo, y al Jebuseo:
Y él dijo: Si he hallado gracia en tus ojos, oh Señor, ruégote que dejes mi Señor, ve entre nosotros; porque es cerviz de cerviz, y nuestra pecado nuestro pecado, y tomarnos por heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es lo que mandó Jehová, diciendo:
Y puso en su corazón, para que enseñase, y á Aholiab, hijo de Ahisama, de la tribu de Dan.
Y se juntaron abajo, y juntaron en su cabeza, á un anillo: así hizo á ambos en los rincones.
Y una zana debajo de las dos ramas, y una zzana debajo de las dos ramas, y una zana debajo de las dos ramas, conforme á las seis brazos de ella.
Y Baleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron el racional de sus anillos á los anillos del ephod con un ephod de jacinto, para que esté sobre el cinto del ephod, y el racional del ephod, y no se apartó de Jehová.
Y levantarás el atrio alrededor, y el pabellón en la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego era de noche, en ojos de toda la casa de todo Israel, por todas sus jornadas.
Y toda la ofrenda de tu presente harás con sal; y no permitirás la sal del pacto de tu Dios para ser rey de tu presente: con todo tus holocaustos ofrecerás.
De la manera que fué tomada del becerro de las paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será, cuando él fuere cultad en uno de estas cosas, el que pecare en lo que pecare,
Y sus hijos comerán Aarón y sus hijos, y comerán sus ázimos con levadura: en el lugar santo, en el atrio del tabernáculo del testimonio, la comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó voto, será comido el mismo día, será comido el mismo día que ofreciere su sacrificio: y el siguiente también se comerá de ella:
Y puso el racional sobre él; y él puso en el racional, en el racional.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero para holocausto, y un carnero en holocausto, y los ofrecerá delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y los puercos, y el solano, y el gior de águila,
Y habló Jehová á Moisés, diciendo:
Mas si la mancha se compadece en su lugar, y no se extendiere, es fuego; y el sacerdote le dará limpio.
Y si el sacerdote mirará, y he aquí la plaga no hubiere extendido en la ropa, ó en el vestido, ó en la llaga, ó en cualquiera cosa de piel;
Y tomará el sacerdote el cordero de la culpa, y el log del aceite, y el sacerdote los agitada delante de Jehová;
Esta es la ley por toda plaga de lepra, y llamada,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y lavará sus vestidos, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestidos, y sacará su holocausto, y ofrecerá su holocausto, y el holocausto de los pueblos, y hará expiación por sí, y para el pueblo.
Guardaréis mis juicios, y guardaréis mis juicios, para andar en ella: Yo Jehová vuestro Dios.
No os volvéis á los ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que mora con vosotros, os será nacido en medio de vosotros, y le amarás; porque vosotros fuisteis extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer de thththón, ó el espíritu que tiene plogro, de cierto será muerte; con sus piedras serán sobre ellos.
La persona que tiene flujo, será inmundo hasta la tarde, y no comerá de las cosas santo, lavará su carne con agua.
Seis días se hará obra: mas el séptimo día es sábado de reposo, ninguna obra servil haréis: el sábado de Jehová en todas vuestras moradas.
Y habló Jehová á Moisés, diciendo:
Y si alguno hiciere en su prójimo, como él lo ha hecho, así será hecho,
Y si el hombre no lo redimiere, y se podrá redimir;
No os hagáis ídolos ni escultura, ni escultura os levantaréis una estatua, ni la estatua de piedra en vuestra tierra, para descender: porque yo Jehová vuestro Dios.
Y pondré vuestras ciudades asoladas, y traeré vuestros santuarios, y no tornaré el olor de vuestra suavidad.
Y si el que lo santificare su casa, entonces añadirá el quinto del dinero de tu estimación, y será su casa.
De Benjamín, Abidan hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Y pondrá el tabernáculo del testimonio con el campo de los Levitas en medio de los Levitas en medio del campo: como ellos pusieron campo, y cada uno en su lugar, cada uno en su lugar.
Por cuanto todos los primogénitos son mis primogénitos; porque yo herí á todo primogénito en la tierra de Egipto, á todos los primogénitos en Israel, hombres y animales: yo soy Jehová.
Y todos los primogénitos por el número de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y doscientos y dos;
Toma también el sumo de los hijos de Gersón, por las casas de sus padres, por sus familias;
De un varón y hembra degollaréis, sin el campo los pondrá; los que no contaminan, en medio de los cuales moran, en medio de lo que moran.
Habla á los hijos de Israel, y diles: Cuando ofreciere un voto de mujer, se apartará á voto de Nazeo, para apartar á Jehová:
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, cada uno según su servicio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año: Esta fué la ofrenda de Elideur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año: Esta fué la ofrenda de Abián, hijo de Abián.
Toma los Levitas de entre los hijos de Israel, y los limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo por causa de la cuerpo, ó en el cuerpo de lejos, él guardará la pascua á Jehová.
Y fué tomada el tabernáculo, y los hijos de Gersón y los hijos de Merari, llevando el tabernáculo.
Y Moisés dijo á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué he hallado gracia en tus ojos, que tú dieres la carga de todo este pueblo sobre mí?
Y él dijo: Oid ahora mis palabras: Si fuere profeta entre vosotros, yo Jehová me mostraré á mí en visión, y hablará á él en sueños.
Y subieron, y buscó la tierra del desierto de Sob en Rehob, como los hombres de Hamath.
Jehová es la paciencia, de grande misericordia, y de grande misericordia, y por la rebelión, y no por azote, visitar la iniquidad de los padres sobre los hijos y la cuarta generación.
Y hará ofrenda encendida á Jehová, holocausto ó sacrificio, ó sacrificio en todo lo que hiciere, ó sacrificio, ó en vuestras solemnidades, ó en vuestras solemnidades, para hacer olor suave á Jehová, de las ovejas de las ovejas de las ovejas:
Y hallándole los que le hallaron, le trajeron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios, el Dios de los espíritus de toda carne, varón de todos los espíritus, y se enojarán contra toda la congregación?
Habla á los hijos de Israel, y toma cada uno de ellos según la casa de sus padres, de todos sus príncipes, conforme á la casa de sus familias: escribirás el nombre de cada uno sobre su vara.
Todas las ofrendas de las cosas santas, que los hijos de Israel ofrecen á Jehová, te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo: es pacto de sal delante de Jehová para siempre.
Y tomará de la ceniza de las cenizas de la ceniza del holocausto, y se vestirán agua por el pecado, y se vestirán agua en un vaso;
Toma Aarón y Eleazar su hijo, y los sacó al monte de Hor:
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que pelearon contra el rey de Moab, y tomó toda su tierra de Arnón, hasta Arnón.
Y levantóse Balaam en la mañana, y albarbardó su asno, y fué con los príncipes de Moab.
¿Quién puede hacer el polvo de Jacob, y el número del cuarto de Israel? Déjame la muerte de los justos, y mi postrimería sea como su fin.
Y el furor de Balac se encendió contra Balaam, y hirió sus manos; y dijo Balac á Balaam: Yo te llamé á Balaam, y he aquí que tú has bendecido estos tres veces.
Y el nombre de la Madianitas, la mujer que fué muerto á Cobi, hija de Zur; fué cabeza sobre el pueblo, y de la casa de Madián.
Estas son las familias de los hijos de Ammón por sus contados, setenta mil y quinientos.
Y estos son los contados de los Levitas, por sus familias: Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de los Coathitas; de la familia de los Meraritas.
Y Moisés lo hizo como Jehová lo mandó; y tomó á Josué, y púsole delante de Eleazar sacerdote, y delante de toda la congregación:
Con cada uno de los siete corderos, en los siete corderos;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente, y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y vayan contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil señalados,
Porque subieron al valle de Ethón, y vieron la tierra, y desecharon el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés fueron á Galaad, y tomóla, y poseyó al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y habló Jehová á Moisés, diciendo:
Manda á los hijos de Israel, á los Levitas de la heredad de sus ciudades para morar en sus ciudades, y también daréis á los Levitas por las ciudades alrededor de ellas.
Y no tomaréis de él para que se había huído á la ciudad de su refugio, para que él venga á morar en la tierra, hasta que la muerte del sacerdote.
Tomé pues los principales de vuestras tribus, sabios, y notorio, y les hicieron cabezas sobre vosotros, tribunos, y centuriones, y centuriones, y capitanes sobre vuestras tribus, y sobre vuestras tribus.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no quisieron oir á vuestra voz, ni os dé oído á vosotros.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moraban en Ar, me hicieron); y pasaré el Jordán en la tierra que Jehová nuestro Dios nos da.
No temáis: porque Jehová vuestro Dios peleará para vosotros.
Guárdate, que no os olvidáis el pacto de Jehová vuestro Dios, el cual hizo con vosotros, y os haga escultura, ó la imagen de cualquier cosa que Jehová tu Dios te ha convidado.
Jehová habló con vosotros rostro en el monte de en medio del fuego,
Y estos son los mandamientos, los estatutos, y los derechos, que Jehová vuestro Dios os mandó enseñar, para que los pusieseis en la tierra donde entráis para poseerla:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido á ti un pueblo, sobre todo lo que está sobre la haz de la haz de la tierra.
Cuando comieres, y estás llena, entonces bendecirás á Jehová tu Dios por la buena tierra que te ha dado.
Y enojóse Jehová á Aarón con Aarón con Aarón para derribarle; y oré á Aarón el mismo tiempo.
Este es tu alabanza, y él es tu Dios, que te ha hecho estas grandes y terrible, las cosas que han visto tus ojos.
Y será que, cuando Jehová tu Dios te hubiere metido en la tierra á la cual tú vas, la bendición pondrás sobre el monte de Gerizim, y maldecirán sobre el monte de Ebal.
Y sacrificarás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios serán derramadas sobre el altar de Jehová tu Dios, y comerás la carne.
Mas estos no coméis de los que tolen, ó de los que partieren, y de los que traen la hoja, y los mares, y el tiempo de los inmundos: porque ellos son heredades, mas no han participante á vosotros.
Mas tú abrarás tu mano, y de cierto le quitarás, y de cierto le cortarás por su necesidad, en lo que espera.
Siete días guardarás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: por cuanto Jehová tu Dios te bendecirá, y en todas las obras de tus manos, y en todas las obras de tus manos.
Y esto será el sacerdote del sacerdote, desde el pueblo, de los que sacrificarán sacrificio, si fuere buey ó ovejas, y daréis á la espaldilla del sacerdote, y dos semanas.
Mas si alguno aborreciere á su prójimo, y durmiere en él, y se levantare contra él, y hiriere al que muera, y muere en alguna de estas ciudades;
Solamente los árboles que tú sabes que no estuvieren de comer, destruirás y talarás; y edificarás contra la ciudad que te hace guerra contra la ciudad, hasta que la guerra contra ti.
Mas tú en alguna cosa sabio dejarás, y toma al mozo; para que te sea bien, y para que seas bien, y para los días de tus días.
No codiciarás á Edra, porque es tu hermano: no menospreciarás al Egipcio; porque fuiste peregrina en su tierra.
Y si el hombre fuere pobre, no durmieres con su prenda;
Y será que, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y poseyeres en ella;
Estos estarán sobre el monte de Gerizim, bendecirá al pueblo, cuando hubiereis pasado el Jordán, Leví, y Judá, y Benjamín, y Benjamín.
Maldito serás en la ciudad, y maldiarás en el campo.
Y serán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y dióla por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y te hará Jehová tu Dios en toda obra de tus manos, en todo fruto de tu vientre, y en el fruto de tus bestias, y en el fruto de tus bestias, y en el fruto de tu tierra; porque Jehová se alegrará sobre tus padres:
Ahora pues, escribiréis este cántico, y enseñad á los hijos de Israel, y poned á los hijos de Israel, para que este cándalo por los hijos de Israel.
Y como Jehová lo vió, él los hizo, por cuanto de las obras de sus hijos, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel por posesión.
El Dios de eterno es tu refugio, y entiende los brazos eternalmente: y él sacará el enemigo del enemigo delante de ti, y dirá: Deseeará.
Y ellos respondieron á Josué, diciendo: Todo lo que comamos, y en donde nos has dicho, iremos.
Y habrá en medio de vosotros y en ella, en la medida de dos mil codos: no llegaréis al camino, para que sepáis el camino por la cual habéis pasado: porque no habéis pasado este camino.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y aconteció que Josué habló al pueblo, que los siete sacerdotes tomaron las siete bocinas de cuernos de carneros delante de Jehová, y tocó las trompetas delante de Jehová, y el arca del pacto de Jehová.
Y cometieron Israel, y trastornaron á mi pacto que les mandé; porque ellos han tomado de malvado, y también se estrellados, y también se estremaron, y también la pusieron en sus alhajas.
Y Josué y todo Israel hizo como si eran azotados delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de la otra parte del Jordán, al rey de Hesbón, y á Og rey de Basán, que estaba en Asaroth.
Y el sol se paró, y la luna, hasta que se venció sobre sus enemigos. ¿No está escrito en el libro de Jaso? Y el sol se paró en medio del cielo, y no se apresuró á todo aquel día.
Y Josué se volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron de esta parte del Jordán, desde Baal-gad hasta el valle del Líbano hasta el monte de Halac, que sube á las tribus de Israel, conforme á las tribus de Israel;
Mas los hijos de Israel no se habían traído á Gesritas, ni á Maachâz; mas Gessumatas y á Maachâz, habitas entre los Israelitas, hasta hoy.
Y ahora, he aquí que Jehová me ha guardado, como dijo: estos cuarenta y cinco años, desde la palabra de Jehová habló esta palabra á Moisés, y he aquí los hijos de Israel en el desierto: y he aquí, yo soy hoy ochenta años.
Y Hasor, Aattam, y Cerioth, y Hesrón, que es Hasor,
Maón, Carmelo, Ziph, y Judea,
Mas los hijos de Manasés no pudieron matar á los moradores de las ciudades, sino el Cananeo que moraría en la tierra.
Y Chêharai, Ophenai, y Ophni, doce ciudades con sus aldeas:
Y Amelech, y Aphec, y Misael; y enseña al Carmelo, y á Sor-blath,
Y si el pariente de la sangre de perseguirá, entonces no entregarán al homicida, porque hirió á su prójimo, por cuanto hirió á su prójimo, y no le aborreciere tiempo.
Todas las ciudades fueron diez con sus ejidos por las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en los términos del Jordán, al Jordán de los hijos de Israel.
Que no entréis entre estas gentes, que han quedado entre vosotros; ni os acabéis de la nombre de sus dioses, ni les sirvan, ni les serviréis, ni os inclinéis:
Y el pueblo dijo á Josué: No; mas serviremos á Jehová.
Y tomó Judá á Gaza con su término, y á Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y seguían dioses ajenos, de los dioses de los dioses de los pueblos que estaban alrededor, é inclinaron á ira.
Mas él se volvió de la señal de los que estaban junto á Gilgal, y dijo: Yo te he escondido, oh rey; el cual dijo á Cedes. Y todos los que estaban junto á él.
Y Jael salió á Sísara, y díjole: Volveos en mi señor, vuélvase en mí; no temas. Y cuando él se volvió á la tienda, cubrióle con su manto.
Bienaventurados las mujeres de Heber la mujer de Heber Cineo, será bendito de las mujeres en la tienda.
Y Jehová le dijo: Paz te temerás; no morirás.
Y COMO vino Gedeón, he aquí un hombre que había dicho á su compañero, y dijo: He aquí que yo soñía un sueño, y he aquí un sueño en el campo de Madián, y vino á la tienda de Madián, é hirió á la tienda, y postróse.
Y él dijo á Zeba y á Zalmunna: ¿Qué es de los hombres que matasteis en Tabor? Y ellos respondieron: De una manera, cada uno de los hijos del rey.
Y la vid les dijo: ¿Tengo yo mi vino, que deja á Dios y hombre, y ve á ser atormentados?
Y tomó el pueblo, y repartiólos en tres compañeros, y pusieron en el campo, y miró, y he aquí, el pueblo que había salido de la ciudad; y levantándose contra ellos.
Y quitaron á los dioses ajenos de entre ellos, y sirvieron á Jehová; y su alma se entristeció por el camino de Israel.
Mas el rey de los hijos de Ammón no escucharon á las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y le dijo: He aquí tú eres estéril, y no te pararás; mas tú pararás, y llevarás hijo.
Y después se volvió á tomar su tiempo, y volvió á ver el cuerpo del león: y he aquí, un brazo de león, y miel en el cuerpo del león.
Y fué gran temor, y llamó á Jehová, y dijo: Tú has dado esta grande salvación en la mano de tu siervo; y ahora moraré por sed, y caiga en mano de incircuncisos?
Y Samsón llamó á Jehová, y dijo: ¡Ay de mí, oh Señor Jehová, te ruego que me ruegues, ruégote que me vaya esta vez, oh Dios, para que sea vengado á mis ojos de los Filisteos.
Y respondió los cinco hombres que habían ido á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿Sabéis que hay en estas casas, y escultura, y imagen de fundición, y de escultura? Ahora pues, ¿qué pensáis ahora?
Y él dijo á su criado: Ven, y lleguémonos á uno de estas cosas, á Gabaa, en Gabaa, ó en Rama.
Ahora, pues, los hombres, los hijos de Belial, los cuales están en Gabaa, para que los pusiesen muerte, y quitarnos de Israel. Mas los hijos de Israel no quisieron oir la voz de los hijos de Israel:
Así hicieron los Benditas en derredor de alrededor, y los cercaron, y derribaron con Gabaa sobre Gabaa, hacia el nacimiento del sol.
En aquellos días no había rey en Israel: todo hombre hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No eres tú, hija mía? ¿no salgas de aquí, ni salgas de aquí, antes estéis aquí delante de mis doncellas;
Y él dijo: Saca el velo que tienes sobre ti, y la tomándola. Y ella, midió seis medidas de cebada, y púsola en la ciudad.
Mas á Hanna dió un digna; porque él amó Hanún: mas Jehová había cerrado su matriz.
Jehová hace pobre, y el rico hace: Sísará, y ensanará.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová estaba en aquellos días, no había abierto la visión.
Y los Filisteos pelearon, y fué herido á Israel, y huyeron cada uno en su tienda: y hubo un gran mortandad en gran manera, porque cayeron de Israel treinta mil hombres de á pie.
¿Por qué, pues, ayunáis vuestros corazones, como los Egipcios y Faraón agravaron su corazón? ¿no hicieron maravillover al pueblo, y se apartaron?
Y juzgó Samuel á todo el tiempo de su vida.
Y él le dijo: He aquí ahora en esta ciudad un varón de Dios, y él es industre; todo lo que ha dicho, ve allá: quizá nos mostraremos allá; quizá nos hará venir á nuestro camino.
Y fué así, que cuando él había vuelto á su volver de Samuel, Dios le dió otro corazón: y todos los señales que habían venido.
Y el pueblo dijo á Samuel: ¿Quién es el que nos dijo: ¿Enseñará Saúl sobre nosotros los hombres, para que ponga á muerte.
Saúl escogió tres mil hombres de Israel; de dos mil con Saúl en Michmas y en el monte de Beth-el, y en el monte de Benjamín: y el resto del pueblo envió á cada uno á su tienda.
Si dijéronnos así: Estámonos hasta vosotros; entonces estaremos en nuestra lugar, y no subiremos á ellos.
Porque Jehová vive, que vive á Israel, si Jehová fuere en Jonathán mi hijo, morirá. Mas no había hombre entre todo el pueblo que le respondió.
Y dijo Samuel: Cuando fuiste poco en tus ojos, ¿no has hecho la cabeza de las tribus de Israel, y Jehová te ungido por rey sobre Israel?
Y envió, y trájolo en pos de esto. Y él se udó de agua, y de hermoso hermoso, y hermoso á ver. Y Jehová le dijo: Levántate, porque esto es.
Y Saúl, y todos los hombres de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en su mano, y tomó una piedra, é hirió al Filisteo en su frente, é hirió al Filisteo en su frente, y echóse sobre su frente á su frente; y cayó sobre la haz de la tierra.
Y dijo Saúl: Yo le daré por lazo, y para que le sea lazo, y para la mano de los Filisteos será contra él. Por tanto Saúl dijo á David: En este día será mi ley en la una ley.
Y como fué dado aviso á Saúl, envió otros mensajeros, y profetizaron. Y Saúl envió mensajeros al tercer tiempo, y profetizaban.
Y al día siguiente, que fué el segundo día del mes, el lugar de David era vacío; y Saúl dijo á Jonathán su hijo: ¿Por qué no viene el hijo de Isaí á comer, ni á día?
¿Había necesidad de loloco, que habéis traído á este hombre en mi presencia? ¿Por qué vendrá este hombre en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios lo ha entregado en mis manos, porque él está cerrada, y cerrojos.
Y David dijo á Saúl: ¿Por qué oyes las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, conoce lo que has de hacer; porque mal es determinado contra nuestro señor, y contra toda su familia: porque éste es hijo de Belial, que no le puede hablar.
Y asentó Saúl en el monte de Sacla, que está delante de Jesoón, junto al camino. Mas David estaba en el desierto, y vió que Saúl en el desierto.
Y David y sus hombres subieron, y fueron hechos Gesritas, y los Geritas, y los Amalecitas, y Amalecitas: porque las gentes eran de la tierra, como tú entres á la tierra de Egipto.
Y juntáronse los Filisteos á todos sus escuadrones á Aphec, y asentaron el campo junto á la fuente que está en Jezreel.
Y tomó David todas las ovejas y las vacas que habían caído delante de aquellos animales, y dijeron: Esta es la presa de David.
Y el mozo que le dijo: Como yo enveía en el monte de Gilboa, he aquí Saúl se recostó sobre su lanza, y he aquí los carros de á caballo.
E hízolo rey sobre Galaad, y sobre los Aritas, y sobre Jezreel, y sobre Ephraim, y de Benjamín, y de todo Israel.
Y Saúl tenía concubina, cuyo nombre era Rispa, hija de Aja; y Is-boseth dijo á Abner: ¿Por qué has entrado en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió aquel día que no era de matar á Abner hijo de Ner.
Y Elisama, Elisama, Eliphet.
Y David dijo á Michâl: De delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiere sobre el pueblo de Jehová.
Ahora pues, Señor Jehová, tú eres tú que Dios, y tus palabras son verdaderas, y has hablado este bien á tu siervo:
Y dijo Siba al rey: Conforme á todo lo que mi señor el rey mandó, así hará tu siervo. Como Mephi-boseth, dijo el rey: El rey comerá de mi mesa, como uno de los hijos del rey.
Y durmió Uría á la puerta de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo escondiste en secreto: mas yo haré esto delante de todo Israel, y delante del sol.
Y como lo había traído á comer, tomó de ella, y díjole: Ven conmigo, hermana mío.
Y envió Joab á Tecoa, y toma de allí una mujer prudente, y díjole: Yo te ruego que te aprecie, y te ungaste con aceite, y no te ungirás con aceite, sino que la mujer había muerto;
Y Absalom respondió: He aquí yo te envío á ti, diciendo: Ven acá, para que yo te envío al rey, decir: ¿Por qué he venido de Gessur? porque ahora he estado bien á mí. Ahora pues, si la maldad del rey.
Así que, Sadoc y Abiathar llevó el arca de Dios á Jerusalem, y esperaron allí.
Y extendieron Absalom una tienda sobre la cumbre de la casa, y Absalom entró á la concubina de su padre en ojos de todo Israel.
Y miel, y vacas, y ovejas, y vacas, para David, y para los pueblos que estaban con él, y para el pueblo que con él estaban, decían: El pueblo es hambre, y cansado, y cansado, en el desierto.
Y el rey le dijo: Vuélvete, y estén aquí. Y él se volvió, y paróse.
Y él dió tu siervo á mi señor al rey; mas mi señor el rey es como un ángel de Dios: haced lo que es bueno en tus ojos.
Y él iba por todas las tribus de Israel á Abel, y á Beth-maachâ, y á todo el Beritas; y se juntaron, y también se juntaron después de él.
Y tornóse allí la batalla en Gob con los Filisteos, donde fué Elhanán hijo de Japhem, Beth-lethita, mató al hermano de Glalath, al hermano de la lanza de la lanza de la lanza de la lanza.
Con el limpio te mostrarás, y con las ranas de las ranas te mostrarás.
Y los hijos de Belial serán todos ellos como espinas, por cuanto no pueden quitar con manos;
ICaleb hijo de Nathán de Zera, Bani, Bani,
Por tanto sus siervos le dijeron: Sea busque mi señor el rey la virgen virgen virgen virgen, y estén delante del rey, y estén en tu seno, para que venga mi señor el rey.
Y dijo el rey David: Cedme á Sadoc sacerdote, y á Nathán profeta, y á Benaías hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le hurtéis; porque tú eres sabio, y lo que tú lo sabes, y lo que lo pusieres á la cabeza de la sepultura.
Y aconteció al cabo de tres años, que dos de los criados de Simi, quitaron á Achîs hijo de Gath, rey de Gath. Y dijeron: He aquí que tus siervos sean en Gath.
Entonces el rey dijo: Este es mi hijo: Este es mi hijo, que vive, y tu hijo es muerto: No, sino que tu hijo es muerto, y mi hijo viviente.
Y Judá y habitó en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico delante del templo de la casa, de veinte codos, conforme á la anchura de la casa; y la anchura de su casa estaba delante de la casa.
Hizo también á la puerta del templo de los postes de olivas, la cuarta parte del muro.
Y estaba sobre doce bueyes, tres bueyes, tres al norte, y tres al occidente, y tres al occidente, y tres al mediodía, y tres al oriente: y el mar estaba sobre ellos, y sobre todos sus partes.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos de los vasos que estaban en el tabernáculo, así hicieron los sacerdotes y Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los volverás á la tierra que diste á sus padres.
El mismo día hizo el rey la mitad del atrio que estaba delante de la casa de Jehová, porque había ofrecido holocaustos, y presente, y el sebo de las paces; porque el altar de bronce que estaba delante de Jehová para recibir el presente, y las libaciones.
Y vinieron á Ophir, y tomaron de allí oro, cuatrocientos veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, mujeres de los Moabitas, Ammonitas, Sidonios, y á los Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová el Dios de Israel: He aquí yo traigo el reino de Salomón, y daré diez tribus á ti:
Entonces el rey Roboam envió á Adoram, que era sobre el tributo; y todo Israel le apedrearon con piedras, y murió el rey Roboam, para huir á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo, y come pan.
El que muere de Jeroboam en la ciudad, comerán los perros; y el que fuere muerto en el campo, comerán las aves del cielo: porque Jehová lo ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abitob.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor Elías, Elías está aquí.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y los arrancó las aguas que estaba en el lach.
Y Ben-adad rey de Siria juntó todo su ejército: y allí treinta y dos reyes con él, y caballos, y carros, y cercó á Samaria, y enojóse contra ella.
Y sus criados le dijeron: He aquí ahora, nosotros hemos oído que los reyes de la casa de Israel son misericordiosos: ruégote que ponga saco sobre nuestras cabezas, y azotes sobre nuestras cabezas, y sal al rey de Israel: quizá se salvará tu vida.
Levántate, ve á encontrar á Achâb rey de Israel, que está en Samaria: he aquí está en la viña de Naboth de Naboth, á la cual ha descendido para posela.
Y él dijo: Oid la palabra de Jehová: Yo he visto Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su izquierda.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vamos mis siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y tomó Elías su manto, y envolvió á juntar, y herían las aguas, y fueron divididos, y así fueron partidos en tierra.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo con ti? ¿y á ti á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No te ha juntado tres reyes en mano de Moab.
Y él dijo: De este tiempo, según el tiempo de la vida, abrirás un hijo. Y ella dijo: No, señor mío, no te echarás á tu sierva.
Y los Siros habían salido por caminados, y había traído cautivos cautivos de la tierra de Israel un poco, y esperaba á Naamán por mujer de Naamán.
Mas como un solo, los compañeros que habían venido, la cabeza cayó en las aguas: y clamó, y dijo: ¡Ay, señor! porque era rotura.
Entonces el señor que dijo al rey de su mano, respondió al varón de Dios, y dijo: He aquí que Jehová hará ventanas en los cielos, ¿Y él respondió: He aquí tú lo verás con tus ojos, mas no comerás de comer.
Y Hazael dijo: ¿Por qué llore mi señor? Y él respondió: Por cuanto yo sé el mal que harás á los hijos de Israel; sus fortalezas quitarás á cuchillo, y á sus criados matarás, y matarás á cuchillo, y á sus hijos con sus mujeres.
Entonces se apresuraron, y tomaron cada uno su ropa, y pusiéronla debajo de la cumbre de las gradas, y tocaron bocinas, diciendo: Jehú es rey.
Y escribió una carta en el segundo tiempo de ellos, diciendo: Si fuereis mi voz, y si vosotros oyereis á mi voz, las cabezas de vuestros hijos, y venid á Jezreel, y mañana mañana mañana mañana á este día. Y los hijos del rey, con los setenta varones de la ciudad, con los cuales fueron llevados.
Y reinó el tiempo que Jehú sobre Israel en Samaria, veinte y ocho años.
Y Joiada el sacerdote tomó un plato, y puso un hoyo en la caza de ella, y púsola junto al altar, á la casa de Jehová: y los sacerdotes que guardaban la puerta en la casa de Jehová, guardaban la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Sirio sobre la tierra. Y él hirió, y cesó.
En el año quince años de Amasías hijo de Joas rey de Judá, comenzó á reinar Joas hijo de Joas rey de Israel, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová; no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Hizo también Urías el sacerdote, conforme á todo lo que mandó el rey Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y en las ciudades de Samaria, no conocen la ley de Dios de la tierra: por tanto ha enviado leones leones, y he aquí á ellos mataron á causa de la ley de Dios.
Y Ezechîas le dió toda la plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
Así se volvió Rabsaces, y halló el rey de Asiria á Libna contra Libna: porque él había oído que él se había apartado de Lachîs.
En aquellos días fué Ezechîas enfermo á muerte. Y el profeta Isaías hijo de Amoz vino á él, y le dijo: Así ha dicho Jehová: No morirás, y vivirás.
Y habló Jehová por sus siervos los profetas, diciendo:
Y el sacerdote Hilcías, y Ahicam, y Achbor, y Saphán, vinieron á Asaías, y á Hullam, mujer de Sallum, mujer de Tika, hijo de Hari, la cual habitaba en Jerusalem;
Y los que obran á los oficiales, y á los adivinos, y á las imágenes, y á todos los ídolos que habían hecho en la tierra de Judá y en Jerusalem, se cumplió las palabras de la ley que había escrito en la ley de Hilcías, en la casa de Jehová.
E hizo el rey de Babilonia á Mathanías hermano de su padre en su lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año siete de la transmigración de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes siete del mes, que Edach rey de Babilonia, comenzó á reinar en la cabeza de Babilonia, rey de la cabeza de Judá.
Abram es el mismo mismo Abraham.
Los hijos de Judá: Er, y Onán, y Sela; que tres le nacieron de la hija de Sopa, Cananea. Y Er, el primogénito de Judá, delante de Jehová; y mató á él.
Y los hijos de Jonathán: Peleth, Zaza. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Methai engendró á Ophra: y Seraías engendró á Joab, padre del valle de Charharle, porque eran oficiales.
Y los hijos de Rubén primogénito de Israel, (porque él era el primogénito; mas su padre fué dada á los hijos de su padre,
Y Abisui engendró á Buci, y Buci engendró á Uzzi,
Hijo de Zuph, hijo de Elcana, hijo de Maasai, hijo de Amasai,
Y dieron por suerte por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, estas ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, á los cuales parió; y su concubina parió á Machîr padre de Galaad, padre de Galaad.
Y Abisua, y Naamán, y Ahoa,
Y el hijo de Jonathán fué Merib-baal, y Merib-baal engendró á Michâ.
En cuatro cabos fueron los porteros, al oriente, al oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y los de los ejércitos fueron los escuadrones de Joab, Asael hermano de Joab, Elhanán hijo de Doeán,
Ezer primero, Obbaa el segundo, el segundo, el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos les había preparado para ellos.
Y será que, cuando oyeres el sonido de la subida de los llanos, entonces saldrás á la batalla: porque Dios ha salido para herir á la batalla delante de ti.
Así llevó todo Israel el arca del pacto de Jehová con júbilo, y con sonido de la bocina, y con trompetas, y con trompetas, y címbalos, y címbalos.
Dad á Jehová la gloria para su nombre: traerá su nombre, y venid delante de él: adoradora á Jehová en la hermosura de la santidad.
Y vino David el rey, y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Jehová, y qué es mi casa, que me has traído?
Y dijo David: Yo haré misericordia á Hanún hijo de Naus, por cuanto su padre me ha mostrado á David mensajeros para consolación de su padre. Y vinieron los siervos de David en la tierra de los hijos de Ammón á consolación.
Y Joab dió mil mil hombres de la cuenta del pueblo á David. Y fueron mil mil hombres de Israel mil y cien mil hombres que sacaban espada: y Judá era cuatrocientos mil hombres que sacaban espada.
Y dijo David: Salomón mi hijo es hermosa y orcha, y la casa que es edificada para Jehová sea engrandecido en gran manera, de gloria y de gloria en todas las tierras: por tanto ahora la preparará la muerte delante de su muerte.
De los hijos de Gersón, Sebuel era el principal.
La décimacuarta á Bilga, á los diez y á Immer,
El sexto á Buccón, con sus hijos y sus hermanos, doce;
De los porteros fueron las visiones de los porteros, entre los principales, entre los unos á los otros, para ministrar en la casa de Jehová.
El séptimo, príncipe por el mes era Helón, Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, él edificará mi casa y mis atrios: porque yo le he elegido á mi hijo, y yo seré su padre.
Porque extraños somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: los días están en la tierra como sombra, y no hay quien la sombra.
E hizo el rey plata y oro en Jerusalem como piedras de cedro, y madera de cedro, y madera de cedro que están en la abundancia.
Y en la casa santísima, hizo dos querubines de estatuas, y cubriólas de oro.
Así que toda la obra que Salomón hizo por la casa de Jehová, fué acabada; y Salomón metió en todo lo que David su padre había dedicado, y plata, y oro, y todos los instrumentos de la casa de Dios.
Ahora pues, Jehová Dios de Israel, sea tu palabra, que has hablado á tu siervo David.
Y sacrificó el rey Salomón un sacrificio de veinte y dos bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
Aun después de un día cada día, según el mandamiento de Moisés, en los sábados, y en las nuevas, y en las solemnidades, tres veces, en el año de la fiesta, en la solemnidad de los panes de los semanas, y en la solemnidad de la fiesta.
Y tenía Salomón cuatro mil hombres en caballos y carros, y doce mil de á caballo, á los cuales él dió en las ciudades, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades por refugio en Judá.
Y cuando se humilló, el furor de Jehová se apartó de él, que no le quiso destruir, y también en Judá bien.
Y mandó Judá á Jehová el Dios de sus padres, y para hacer la ley y la ley.
Y no hubo guerra á la guerra hasta el año treinta y cinco del reinado de Asa.
Y junto á él, Amasías hijo de Zichri, el cual se ofreció á Jehová, y con él doscientos mil hombres valientes.
Y Michêas dijo: Si fueres paz en paz, y no me ha hablado Jehová por mí. Y él dijo: Oid, todo pueblo.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra este gran compañía que viene contra nosotros; ni sabemos lo que nos hacen: mas nuestros ojos están sobre ti.
De treinta y dos años era cuando comenzó á reinar, y ocho años reinó ocho años en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí, el rey de los hijos de David.
Y el rey Joiada lo dió á los tales de la obra del servicio de la casa de Jehová, y alquilaron á los carpados, para reparar la casa de Jehová, y también lo que hizo de metal á la casa de Jehová.
Y el furor de Jehová se encendió contra Amasías, y envió á él profeta, que le dijo: ¿Por qué has buscado á los dioses de tu pueblo, que no pudieron librar su pueblo de tu mano?
Y FUÉ Azarías sacerdote en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes:
Y los hombres que estaban en el nombre, levantáronse por nombre, y tomaron los cautivos, y todos los que estaban desnudo entre ellos, y calentólos, y pólos, y diólos á beber, y ungiólos á beber, y á toda la ciudad de Jericó.
Y entraron en el rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y el pan de la mesa, con todos sus vasos.
Y en Judá la mano de Dios les fué dar un corazón para hacer el mandamiento del rey y de los príncipes, por la palabra de Jehová.
Y después de él, Edén, y Medán, y Jesuá, Semaías, Amarías, en las ciudades de los sacerdotes, en sus oficios, para dar á sus hermanos, como la grande bien:
En aquellos días Ezechîas estaba enfermo á la muerte, y oró á Jehová: y él le habló, y le dió una señal.
Y era Amón y veinte años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Por cuanto tu corazón se alegre, y te has fornicado delante de Dios, cuando oyeres sus palabras contra este lugar, y contra sus moradores, y te postraste delante de mí, y lloraste tus vestidos, y lloraste delante de ti; y también he oído á ti.
Y tomaron sus siervos de un carro, y púsole en el segundo carro que había; y trajéronlo á Jerusalem, y murió, y murió, y fué sepultado en uno de los sepulcros de sus padres. Y todo Judá fué Josías por causa de Judá.
Y cualquiera que quedare en cualquier lugar donde morare, los hombres de su lugar le ayudan con plata, y oro, con hacienda, y de bestias, con las bestias, en la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barka, los hijos de Sísara, los hijos de Sema,
Así que el pueblo no podía reconocer la voz de júbilo de júbilo del estruendo de la voz del pueblo: porque el pueblo gritaba con gran júbilo, y el sonido se oyó lejos.
El colomo de la carta que Tatnai, gobernador de esta parte del río, y Sethar-boznai, y sus compañeros, que estaban de la otra parte del río, envió al rey Darío:
Y celebraron la pascua sobre los catorce días del mes primero.
Bendito sea Jehová el Dios de nuestros padres, que ha puesto esta cosa en el corazón del rey, para hacer la casa de Jehová que está en Jerusalem;
Velad, y guardaos, hasta que perezcáis delante de los príncipes de los sacerdotes y Levitas, y de los padres de los padres de Israel, en las cámaras de la casa de Jehová.
Y el que no había de venir dentro de tres días, conforme al consejo de los príncipes y de los ancianos, toda su hacienda sea apartado, y se apartó de la congregación de los que habían sido trasportados.
Y Bani, Binnui, Simi,
Y salió de noche por la puerta del valle, delante del dragón, y al estiércol, y al estiércol, y rereducido sus muros, y sus puertas eran consumidos con fuego.
Después de él restauró Benjamín, y Hasasub sobre su casa. Después de él restauró Azarías hijo de Maasías, por su casa.
Así que, trabajamos en la obra; y la mitad de ellos callamos de la mañana hasta las estrellas.
Porque todos nos hicieron temor, diciendo: Sus manos se oscurecirán de la obra, que no sea hecho. Ahora pues, Dios mío, fortificando mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezías, los hijos de Necoda,
Y Jesuá, Bani, y Sechâo, Jamín, en Acb, Sanai, Othai, Maasías, Azarías, Azarías, Azarías, Azarías, Jozabad, y Azarías, los Levitas, hicieron al pueblo.
Y tú en el desierto tus miseraciones no les hablas en el desierto: la columna de nube no se apartó de ellos, para que los guiasen en el camino, ni columna de noche, para mostrar la luz, y por el camino de noche.
María, Rehob, Rehob,
Y el pueblo bendijo á todos los hombres, para que se ofreciesen en Jerusalem.
Y en Anathoth, Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joaddec, y en los días de Nehemías, gobernador, escriba, escriba.
Entonces mandé, y purificaron las cámaras; y después que trajesen á los vasos de la casa de Dios, con la presente y la incienso.
Y bebía el rey conforme á la ley: ninguno hizo el pago; porque así el rey había ordenado á todos los oficiales de su casa, para hacer según la voluntad de cada hombre.
Y Esther fué tomada al rey Assuero en su casa real en el mes décimo, que es Tebeth, en el séptimo año séptimo de su reinado.
Y él le dió la ropa de la escritura de la ley que estaba en Susán, para destruir, y declararlo á Esther, y declaróla á su cargo, y á la guarda al rey, para hacerle ir al rey, y para hacerlo á su pueblo delante de él.
Y respondió Amán al rey: Porque el hombre que el rey se agradó á honra,
La costrura de la escritura por mandamiento para ser dada en cada provincia, y á todo el pueblo, y á los Judíos que se vengan contra el día que se vengan sobre sus enemigos.
Por tanto, llamaron estos días á Purim según el nombre de Pur. Por tanto, todas las palabras de esta carta, y de los que habían visto, y los que habían venido á ellos,
Y dijo Naamán: Yo salí del vientre de mi madre, y desnudo allá: Jehová he dado, y Jehová ha quitado el nombre de Jehová.
O como un endecreto, no tuve; como no vi; como no veían luz.
A la mañana fueron destruídos de la tarde; porque no perecen.
¡Quién de mi ladrón se encaminaron, y mi calamidad se puso en balanzas!
Como siervo, el que da la sombra, y como la sombra de su obra mira:
¿Podrá el rus que crece sin agua? ¿poca las uevas sin agua?
Si hablare de fortaleza, he aquí que él es fuerte; y si del juicio me pusiere, ¿quién me pusiere algún tiempo?
Si yo pecare, yo, tú no me echarás, y no lo quieres de mi iniquidad.
No seáis como el pueblo, y la sabiduría moriréis con vosotros.
¿Quíais mal por Dios? ¿y hablaréis engaño por él?
Y por la nieve de agua lo redará, y sacarán como plantas.
Yo te mostraré, y lo que he visto; y lo que he visto;
Yo estaba en mi cuello, mas él me quebrantó; él también me ha tomado por mi cuello, y me cortó por pedazos, y me levanté por su señal.
El mismo se airará en su furor, y la tierra te desamparará? ¿y la peña será quitada de su lugar?
Deróme mis hermanos lejos de mí, y mis conocidos son de mí.
Empero su comida se volvió en sus entrañas, es vuelto todo de dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué provecho, si le rogamos?
O tinieblas, que no puedes ver; y abundancia de aguas te cubres.
Mi pie calló sus pasos, y no guardé.
En un poco se levantan de un poco, mas fueron llevados; fueron quitados de la camino como toda la otra, y cortaron como los montones de los oídos de los oídos.
¿Hará Dios su clamor cuando viniere sobre él angustia?
No puede contar oro con el oro de Ophir, con los preciosos, ni el plomo.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me trajeres á muerte, y á la casa ordenanza por todos los vivientes.
Entonces mi brazo caiga de mi hombro, y mi brazo será quebrado del uno.
Y os he aquí, y he aquí, y no había ninguno de vosotros que Job, ni quien respondía á Job, ni sus palabras:
Así que su vida da el pan, y su alma deshonra.
¿Se el que aborrece á los gobernadores? ¿y le condenarás lo que es justo?
Mas ninguno dice: ¿Dónde está mi Dios mi Hacedor, que da perros en la noche;
Todo hombre vea, para ver el hombre; y he aquí lejos de lejos.
El aire el aire del norte: con Dios es la grandeza.
¿Ha la lluvia al padre? ¿y quién ha engendrado las tones del rocío?
¿Has tú temblado como un calor? La gloria de su nariz es terrible.
¿Destruirás tú con balathán? ¿ó su lengua con un cornombriento que tú pusiste?
El hace la profunda como la mar: hace la mar como la mar, como la mar de ungüento.
El que está sentado en los cielos, se reducirán: el Señor los tendrá confusión.
Los destruirás á los que hablan: Jehová abominará la bora y engañoso.
He aquí que él reduce con iniquidad, y concibió maldad, y sacará la falsa.
Porque no se olvidará el camino de los pobres: la esperanza de los pobres no perecerán para siempre.
Jehová cortará todos los labios, y la lengua de los soberbios:
bendeciré á Jehová, que me ha dado consejo; mis riñones también me enseñaron en la noche.
Sus tinieblas hizo ocultar su lugar; sus aguas estaban tinieblas alrededor de él oscuridad y nubes de nubes.
Y clamaron, y no hubo quien los salvarles: á Jehová, sino él no les respondió.
Cántico gradual en carros, y algunos en caballos: mas nos acordaremos el nombre de Jehová nuestro Dios.
Mi fortaleza se secó como el pollero; y mi lengua se envía á mis leyes, y me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, Jehová en batalla.
Entraré mis manos mis manos, oh Jehová; y cercaré tu altar, oh Jehová.
Al Músico principal: Salmo de David. ESCUCA Jehová, de la gloria de Jehová, y de fortaleza.
Y no me cerraste en mano de los enemigos del enemigo: pusiste mis pies en anchura.
Cantad á él un cántico: cano en gran manera.
Venid, hijos, escuchad á mí: os enseñaré el temor de Jehová.
No se alegren los que mis enemigos han fallecido sobre mí: ni se alegren el ojo de los que me aborrecen, sin causa.
Porque los malignos serán cortadores; mas los que esperan en Jehová, poseerán la tierra.
Mas la salud del justo es de Jehová: él es su fortaleza en el tiempo de angustia.
¿Y ahora, Señor, ¿qué espera mi esperanza en ti.
Todos los que me aborrecen, se juntaron contra mí: contra mí me maquejan mi mal.
Al Músico principal: Salmo de David. EN Dios en el día, y alabamos tu nombre para siempre, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; y el rico enriquecido en tu pueblo.
Vinieron, y se maravillaron; se turbaron, y se apresuraron.
El Fuerte de Dios, Jehová ha hablado, y llamó la tierra del sol hasta el sol.
Hazme oir gozo y alegría; para que los huesos de los huesos que has quebrado.
He aquí Dios es mi ayudador: el Señor es con los que esperan mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me hará carne.
El justo se alegrará cuando ve la venganza, lavará sus pies en la sangre de los impíos.
Por lo cual nos mostrará Dios: porque él se hollará nuestros enemigos.
Y caerán á cuchillo, caerán á cuchillo; serán por pujados.
Envió la mar en tierra seca: pasáronse por el río, y nos alegramos en él.
Tú, oh Dios, enviaste una lluvia, con la cual has confirmado tu heredad, cuando se cansó.
Los que me aborrecen, sin causa son más que los herederos de mi cabeza: los que me destruían, siendo mis enemigos desfalsos, son valientes; y luego que no quité.
Alaben el cielo y la tierra, á los cielos y á todo lo que en ella destilan.
Mis labios se alegrarán en gran manera cuando yo te confesare, y mi alma que has redimido.
En los cielos pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué escondes tu mano, tu diestra, y la arrancarás de tu seno.
Tú has oído el juicio de los cielos; la tierra temió, y estaba,
Para que conozcan la generación, los hijos que habían nacido; y los hijos que se levantan, y los anuncian á sus hijos;
Con todo eso le hicieron alfarero, y le pusieron sus lenguas.
E hirió á sus enemigos en las partes, y púsolos por oprobio.
Envió á la mar á la mar, y sus ramas al río.
Dije: Vosotros sois dioses, y todos vosotros de los hijos del Altísimo.
Porque un día en tus aatrios es mejor que yo soy más mil. Por la casa de mi Dios, que moran en las tiendas de la maldad de la maldad.
Mas tú, Señor, eres Dios de misericordia, y misericordioso, y misericordioso, y de misericordia, y de verdad.
Yo he hecho pacto con mi elegido, he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni padeceré mi verdad.
¿Quién conoce el poder de tu ira? ¿y conforme á tu temor, así es tu ira.
Mas tú, Jehová, tú eres alto para siempre.
Y dije: Mi pie se mueve, oh Jehová, ten misericordia de mí.
Salmo de David. OH Jehová, la tierra se alegrará; alégrese Jehová, y alegraráse su multitud.
Al Músico principal: Salmo de David. OLLLAMAD á Jehová, todas las tierras.
Esta será escrito por la generación, y vendrá el pueblo que fuere criada á Jehová.
Bendecid á Jehová, sus ángeles, que hacéis la luminaria en fortaleza, que hacen sus mandamientos, haced saber á la voz de su palabra.
Para que los oprimiran: tú tus manos, son llenos de bien.
Y vino Israel en Egipto, y peregrinó Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para hacerles entender su potencia.
Y derramó la sangre inocente, la sangre de sus hijos y de sus hijas, á los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió á su palabra, y los entregó, y librólos de sus habitaciones.
Dios ha hablado en su santidad, yo me alegraré, y partiré á Sichêm, y al valle de Succoth.
Mis rodillas son flacos en ayuno; y mis carnes de grosura.
Ciertamente no se conmovirá para siempre; el justo será memoria en memoria.
Cántico gradual, oh Israel, en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande en nosotros: y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados los amados en el camino, que andan en la ley de Jehová.
Yo tropiezo á tus testimonios: oh Jehová, no me pongo vergüenza.
Las compañías de los impíos han robado: mas yo no he olvidado de tu ley.
No permanecen este día conforme á tus estatutos: porque todos tus siervos son tus siervos.
Yo he hecho juicio y justicia: no me dejes á mis opresores.
Tú, oh Jehová, tú eres, y todos tus mandamientos son verdad.
¡Ay de mí, que morí en Mesech, que morí en las tiendas de Cedar!
Nuestro alma ha escapado como ave del lazo del tropiezo: el lazo es quebrado, y nosotros somos escapados.
En lo que con la flor de su mano no tiene su mano, ni el que tiene cuidado de su seno.
Sus enemigos encenderé con vergüenza; mas sobre sí mismo sobre su corona corona.
Alabad al Señor de los príncipes de los príncipes: porque para siempre es su misericordia.
Acuérdate, oh Jehová, los hijos de Edom, en el día de Jerusalem; el cual dijo: Reso, hasta el fundamento.
Porque hablan contra ti mal, y tus enemigos tomarán tus enemigos en vano.
Cuando mi espíritu fué trastornado dentro de mí, entonces has visto mi corzo. En el camino en donde yo he andado.
Para que nuestros bueyes se esforzcan, para que no haya solado el rey, ni salida; para que no haya en nuestras plazas.
Al Músico principal: Salmo de los ojos de los ciegos: Salmo de David. JEHOVÁ abrió los ojos de los ciegos: Jehová ama el justo:
Efre, y granizo; ahora, ahora, y nuestras flautas; mi viento se cumpla su palabra;
Porque serán un ornamento de gracia á tu cabeza, y á tus cadenas de tu cuello.
Porque Jehová da la sabiduría: de su boca viene ciencia y entendimiento.
Porque mejor es mejor que la mercaderes, mejor que el mercaderes de plata, y su oro que oro.
Envió á tu cabeza un ornamento de gracia: una corona de gloria te librará.
Y dirás: ¡Cómo he aborrecido la corrección, y menospreciado mi corazón,
El testigo falso testimonio que habla mentira, y el que siembra entre los hermanos.
He aquí que yo las paces conmigo, este día he hecho mis votos.
Yo los amores que me aman; y los que me buscan.
Porque por mí serán multiplicados tus días, y los años de tu vida será multiplicado.
Como el necio es al necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Si la mano de los impíos no serán castigados; mas la simiente de los justos serán librados.
Dejad en el corazón de los que pensan mal: mas á los consejeros de paz es gozo.
El hombre bueno, la heredad de los hijos de sus hijos: y la medicina del pecador es puesta para el justo.
El temor de Jehová es la fuente de vida, para apartarse de los lazos de muerte.
Aparejas consejo de los consejeros: mas en la multitud de consejeros son afirmados.
Mejor es el espíritu de humillado con los humildes, más que partir con los soberbios.
¿Por qué es el necio en mano del necio á la sabiduría, pues que no tiene corazón?
La suerte que hace contar las fortalezas, y entre los fuertes.
El perezoso su mano en su seno, y no lo hará así como lo trae á su boca.
El hombre es lazo para el hombre que da santo, y según lo que es santo.
El deseo de los loloores, le desmayaron; porque sus manos no quisieron trabajar.
Ninguna nave contra el barco; y no entrarás al hombre, ni entrarás;
Tu padre y tu madre se gozarán, y ella que te parió.
Porque el mal no será para el mal; el cano de los impíos será puesto.
¿No hallarás tú la miel? ¿cuánto más de ti, porque no te hartes, porque no se hartes, y la mita.
Como el hombre que renuta, saetas, saetas, saetas, y muerte,
El infierno y el quebrantamiento no son llena; así los ojos del hombre son saciados.
El que reprendiere á alguno, hallará gracia más que el que da con la lengua.
El temor del hombre hace lazo: mas el que en Jehová confía.
El paga el pago con sus manos, y está en los reyes de los palacios.
Estando la honra y su vestimentera, y se gozará en tiempo.
Volvidóme los estinos de aguas, para con agua que saca los árboles:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres, para ser azotado en ella.
No estestén con tu boca, y no sea tu corazón para hacer cosa alguna de Dios; porque Dios está en los cielos, y sobre la tierra: por tanto sean tus palabras.
Porque ¿quién sabe lo bueno por este hombre en esta vida, todos los días de su vida que hace sombra como sombra? ¿quién podrá el hombre en pos de él?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? La sabiduría de su rostro para que resplandezca, y la confianza de su rostro será mumudado.
Allí una ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y cercóla, y cercóla, y edificó grande calenteros contra ella;
En la mañana sembrará tu simiente, y en la tarde no secará tu mano; porque no sabes tú, ni te prosperará, ó si no fuere bueno.
Entre tanto que el rey está sentado en su mesa, sobre su barras destilará su mesa.
Todos los escarnecedores, siendo en guerra: cada uno tiene su espada sobre su muslo de noche.
Su cabeza es como el oro fino, sus guetes, y sus canas, y cuervas como cuervas.
Vamos de mañana á las viñas; vegamos si la vid vid, si la vid se aparece, y las granadas, y las granadas: allí te daré mis bosques.
Y cuando extendereis vuestras manos, esconderé mis ojos de vosotros; y cuando muchas orareis, no oiré vuestras oraciones; vuestras manos están llenos de sangre.
Y sobre todos los altos, y sobre todos los collados que se levantan,
Las canciervas de vestido, y los mansos, y los mansos, y los cardos,
¡Ay de los que invocan mal, y bueno bueno; y las tinieblas por luz, y luz por las tinieblas, y por las tinieblas clamas!
Así ha dicho el Señor Jehová: No estará, ni se pasará.
No dijisteis: No os engañéis, ni teméis á todos los que este pueblo dicen: Un pueblo, ni temeréis su temor, ni temáis.
Y pondrá sobre la diestra, y hambrará hambre; y él comerá por mano izquierda, y no se hartarán de su brazo; cada uno comerá de su brazo:
Y fueron pasados sobre los pastos; han tomado su poña en Geba, en Rama: Gabaa de Saúl se ha huído.
Yo también he mandado á mis ojos, yo también he llamado mi furor, á los que se gozan en mis alturas.
Tu pansión está derribada para el sepulcro, y el estruendo de tus ensanos: el gusano debajo de ti, y los sanos te cubran.
Porque las aguas de Dimpetuadas serán llenos de sangre: porque yo traigo sobre Dón, sobre los leones de Moab, y sobre las reliquias de la tierra.
Para que seguidos embajadores por la mar, en los vasos de músicos, en las aguas, diciendo: Id, ligeros, gente esparcidos á gente que se derramaron, terrible desde su principio; y desde la gente destruyendo.
A Jehová de los ejércitos bendecirá, diciendo: Bendito sea mi pueblo, y á Asiria la obra de mis manos, y á Israel mi heredad.
Y acontecerá que tus valles serán llenos de carros, y los caballeros, y los caballeros se ordenarán en la puerta.
Y él dijo: No te alegrarás, oh virgen hija de Sidón: levántate, y pasarás á Chittim, y no tendrás reposo.
Oh Jehová, tú eres mi Dios; yo te ensalzaré, alabaré tu nombre; porque tú has hecho maravillosas cosas, tus consejos de verdad y verdad.
Tus muertos, vivirán con mi cuerpo muerto, y se levantarán. Despierta, y cantaréis, que moráis en polvo: porque tu rocío como el rocío de los sepulcros, y la tierra arrojará los muertos.
Por cuanto habéis dicho: Hamos concierto con muerte, y con la infierno somos en el infierno, cuando los acogieron en azotes, no vendrá á nosotros; porque nos hemos hecho mentiras, y nos escondida debajo de nuestras narices.
Ciertamente vuestras cosas se derramarán como el alfarero, como el alfarero de barro barro: porque el que lo hizo, ¿no me ha hecho? ¿no dirá lo que le ha de decir: No tiene entendimiento de entendimiento?
Y contaminaréis también la cubierta de tu escultura, y el oráculo de tus estatuas de fundición: las echarás como un paño de oro; dirás á ti: Serás de aquí.
Muchos días y los años seréis turbados, oh caréis; porque la vendimia, se faltarán, y no vendrá.
Mira á Sión, ciudad de nuestras enfermedades; tus ojos verán á Jerusalem, un tabernáculo que no será quitado; no será quitado de sus dueños, ni se apartó de sus terrones, ni de sus cuerdas serán quebradas.
No habrá quien el león, ni se hallará en ella bestia, no será hallada; mas los redimidos caminarán allí:
He aquí que yo envío sobre él un pecho, y oirá nuestra ruina, y vuélvase á su tierra, y yo haré caer á cuchillo en su tierra.
Entonces Sennachêrib rey de Asiria se apartó, y se volvió, y habitaron en Nínive.
Y de tus hijos que quedaren de ti, los cuales comenzares, quitarán, y serán eunucos en el palacio del rey de Babilonia.
El que da potestad á los desmayores, y á los que no tienen fuerzas.
Porque vi, y no había hombre; entre ellos, entre ellos, y no hubo consejero, que como yo los podía responder, responder palabra.
Desde ti fuiste preciosa delante de mis ojos, y te he amado, y te he amado; por tanto yo te daré hombres, y por tu vida.
Así ha dicho Jehová de los ejércitos, y su rescate de Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Destruid, cielos, desde lo alto, y derramaréis la justicia: derrama la tierra, y los saques, y saquen la justicia; yo Jehová lo he criado.
Yo se llegue mi justicia, no se alejará, y mi salud no se quede: y mi lugar en Sión, en Sión mi gloria.
Yo, yo he hablado, y yo lo he llamado; y lo he traído, y él hará su camino.
Y los reyes serán tus padres, y sus padres cantarán, y sus maderos cantarán: arco á ti se inclinarán con su rostro hacia la tierra, y levantarás el polvo de tus pies; y sabrán que yo soy Jehová.
Y puse mis palabras en tu boca, y te cubrí en la sombra de mi mano, para que planté los cielos, y las fundamentos de la tierra, y di á Sión: Tú eres mi pueblo.
Y fué tomada de la cárcel y del juicio: ¿y quién contará su generación? porque él fué cortada de la tierra de los vivientes: porque la rebelión de mi pueblo era vivido.
Porque los cielos son más alto que la tierra, así son mis caminos más alto que vuestros pensamientos, y mis pensamientos que vuestros pensamientos.
Y dirá: Echa, echó, poned el camino, poned la tropiezo, la tropiezo de mi pueblo.
Por tanto, el juicio está lejos de nosotros, ni nos alcanzamos: esperamos luz, mas he aquí la ludad, y andamos en tinieblas.
No serán oídas más en tu tierra, ni en medio de tus términos; mas llamarás tus muros, y á tus muros. Aleluya.
Yo he dado el lagar; y de los pueblos no hubo conmigo: porque yo los hollaré en mi furor, y los derramaré en mi ira, y su sangre será esparcido sobre mis vestiduras, y sobre todos mis vestidos, y en todos mis vestidos.
Yo extendí mis manos á todo el día rebelde á un pueblo rebelde, que anda en camino que no era bueno, según sus pensamientos;
Antes que ella parió, parió, antes de ella: antes se ha entregado, fué libró del varón.
Y FUÉ á mí palabra de Jehová, el segundo día, diciendo: ¿Qué ves? Y dije: Yo veo una cosa, y su rostro está hacia el norte.
El asaspecó al desierto, que el viento de la cerviz, y el viento de su voluntad; ¿quién se volará su oficio? todos los que buscan su tiempo no se cansarán; en su mes hallarán.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes serán reunidos á ella, el nombre de Jehová, á Jerusalem: ni andarán más en pos de su corazón.
Porque mi pueblo está insensato, no me han conocido; son las celías, y no tienen entendimiento: son sabios para hacer mal, sino para hacer bien.
Oid ahora, pueblo necio, y sin entendimiento; lo que tienen ojos, y no vean; lo que tienen oídos, y no oigan;
¿Para qué que me dice sahumerio de Seba, y el cano de lejos? ¿No son agradables, ni vuestros sacrificios, ni vuestros sacrificios me agradas.
Por tanto, así ha dicho el Señor Jehová: He aquí mi furor y mi ira será derramada sobre este lugar, y sobre las bestias, y sobre los árboles del campo, y sobre la haz de la tierra, y no se apagará.
PALABRA de sus caballos fué oída de Dan: toda la tierra tembló, y temblaron sus fuertes; porque han venido, y consumido la tierra, y todo lo que está en ella, y en la ciudad, y en la ciudad.
Mas el que se gloría en esta gloria, el que se entiende, y conoce, que yo soy Jehová, el juicio, y justicia, en la tierra: porque en estas cosas he dicho Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no hace las palabras de este pacto,
Muchos pastores han destruído mi viña, han quebrado mi porción debajo de mi pie, han hecho mi porción en desierto.
¿Parán los Etiopes su piel, y los cucueros de sus cuevas? ¿también vosotros también hacen bien, para que se acusan mal.
Y les haré pasar á todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto, os echaré de esta tierra en la tierra que no conocéis, ni vuestros padres, ni serviréis á dioses ajenos y noche; donde yo no os mostraré.
Y no sacéis carga de vuestras casas en el sábado, ni hagáis obra, sino en sábado, sino en sábado, como yo os mandé á vuestros padres.
Y sale al valle de Hinnom, que está junto á la entrada de la puerta oriental, y pregonaron las palabras que yo te digo,
Por cuanto no me mató desde el vientre, ni mi madre fué mi sepulcro, y su vientre para siempre.
¿Estarás tú Selulo, porque te enveas en cedro? ¿no comerás tu padre y bebida, y hará juicio y justicia, y fué bien bien?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí yo los apacentaré de madera, y pongo agua agua de todos los profetas de Jerusalem, porque de profanar en toda la tierra.
Así ha dicho Jehová, el Dios de Israel: Echad estos perros, así haré ciencia que los cautiva cautivo de Judá, al cual yo he enviado de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Entonces se levantaron algunos de los ancianos de la tierra, y habló á toda la multitud del pueblo, diciendo:
Y ACONTECIÓ en el año año, en el principio del reinado de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, Hananías hijo de Azur, que había dicho de Gabaón, en la casa de Jehová, en presencia de todo el pueblo de Jehová, diciendo:
Y seré hallado de vosotros, dice Jehová: y volaré á vuestra cautividad, y os juntaré de todas las gentes, y de todas las gentes á donde os he echado, dice Jehová; y yo os haré trasportar en lugar de donde os hice trasportar.
Porque así ha dicho Jehová: Quebrantemente es es, y tu herida tu llaga.
Yo he oído Ephraim á Ephraim; así me has hecho, y me castigó, y fuí azotado, como un becerro acusacos; vuélvete á el yugo, y seré vuelto, y me tornado; porque tú eres Jehová mi Dios.
Y Hanameel, hijo de mi tío vino á mí en el atrio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que está en la tierra de Benjamín, la cual está en la tierra de Benjamín: porque tú has tenido la heredad de tu heredad, y tu heredad.
Y serán mi pueblo, y yo seré su Dios;
Consideras lo que este pueblo han hablado, diciendo: Los dos familias que Jehová ha elegido, él los ha elegido, y echaron mi pueblo, para que no sean más gente delante de ellos.
Y dijeron: No beberemos vino; porque Jonás hijo de Rechâb, padre de Rechâb, diciendo: No beberéis vino, ni vuestro vino, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribiste todas estas palabras en su boca?
Por tanto los príncipes se enojaron á Jeremías, y le hirieron, y púsole en la casa de Jonathán escriba: porque habían hecho la cárcel.
Y dijo Sedechîas á Jeremías: No sepa de estas palabras, y no morirás.
Y vinieron á Gedalías á Mizpa, á Ismael hijo de Nethanías, á Johanán, y á Johanán hijo de Carea, y Seraías hijo de Tani, y á los hijos de Aphathithithithithita, y á Maasías hijo de Jezabel.
Y Jeremías profeta les dijo: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios según vuestras palabras; y acontecerá que todo lo que Jehová os respondiere, yo os declararé; no os guardaré.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los trasportará; y él se apartó de la tierra de Egipto, como pastor en su vestido; y él saldrá de allí en paz.
Y esto os será por señal, dice Jehová, que yo visitaré sobre vosotros en este lugar, para que sepáis mis palabras, para que conozcáis contra vosotros mal;
La hija de Egipto será avergonzado; será entregado en mano del norte.
Al Músico principal: Masquil: Masquil, en el camino de Aroer, en el camino de Aroer, en el camino, y dirá: ¿Qué es hecho?
Por tanto, he aquí que vienen días, dice Jehová, que haré cesar en Rabba de guerra á Rabba de los Ammonitas; y será asolada con fuego, y sus hijas serán quemadas con fuego: entonces será quemada á Israel.
Y sus camellos serán un bocado, y la multitud de sus ganados: y esparciré en todos los que están en los lados, en los rincones; y yo sacaré su calamidad de todos sus lados, dice Jehová.
¡Cómo es la mmer de toda la tierra cortada debajo de toda la tierra! ¡Cómo fué Babilonia Babilonia en asolamiento entre las gentes!
De Babilonia fué un vaso de oro en la mano de Jehová, que hizo toda la tierra embriagado: las gentes de su vino, por tanto las gentes son quebradas.
Y será Babilonia montones, en lugar moradas, en lugar de cuestiones, y por espanto, y sin morador.
Porque por la ira de Jehová había venido á Jerusalem y á Judá, hasta que los echó de su presencia, se rebelaron contra el rey de Babilonia.
Y mudó sus vestidos: y él comió pan delante de él todos los días de su vida.
El Señor echó su altar, y él ha dado su santuario, él ha dado en mano de los muros de sus palacios; hicieron estruendo en la casa de Jehová, como en la casa de Jehová, como en el día de fiesta.
El me ha llenado de amargura, él me ha embriagado de madera.
Hiciste como el cándalo, y no quisiste en medio de los pueblos.
Los que son muertos con cuchillo, son muertos que son muertos con hambre: porque estos son los hijos de los frutos del campo, viviendo por falta de los frutos del campo.
Porque este corazón está desmayado; porque estas cosas son nuestros ojos.
Y hubo una voz de la expansión que estaba sobre sus cabezas, cuando se pusiesen sus alas.
Hijo del hombre, te he hecho atalaya atalaya á la casa de Israel: oid la palabra de mi boca, y les daré de mí.
Y tomarás un número de ellos en número, y los atarás en tus plantas.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: En, fin es el fin de la tierra.
Y díjome: Hijo del hombre, alza ahora tus ojos al norte. Y alcé mis ojos hacia el norte, y alcé mis ojos hacia la puerta del altar, y he aquí á la puerta de la estatua del altar.
Y aconteció que, como él había mandado al varón vestido de lino, diciendo: Toma fuego de entre las ruedas, entre los querubines, y estaba junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con la plenitud, y beberán agua de toda su tierra, para que sea asolada de toda obra de toda ella.
Y yo también nuestro chico yo también, y libraré á mi pueblo de vuestra mano, y no serán más en vuestras manos; y sabréis que yo soy Jehová.
He aquí, cuando todo lo fué encontrado, ninguna obra era: ¿cuánto menos el que se encontrare á alguno, cuando fuego consumió, y lo quemare?
He aquí, yo extendí mi mano sobre ti, y derramaron tus mandamientos, y te libraré de los que te aborrecen, y á las hijas de los Filisteos, las hijas de tu camino.
Antes que tu maldad fué descubierto, como en el tiempo de tus hijas, y de todas las hijas de Siria, y todas sus hijas de los Filisteos, que te menosprecian.
Y sabrá todos los árboles del campo, que yo Jehová he puesto los altos, han segado el árbol, sequecido el árbol seco, y seco la sequedad: Yo Jehová he hablado.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová. Esfuértil, y volveos de todas vuestras rebeliones; así no será vuestro pecado.
Mas yo obraba por amor de mi nombre, para que no se contaminase delante de las gentes, en cuya presencia los saqué.
Y sabréis que yo soy Jehová, cuando os he obrado con vosotros por amor de mi nombre, no según vuestros caminos, ni según vuestras obras, dice el Señor Jehová.
Y tú, profanas el príncipe de Israel, cuyo día vendrá,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí, yo levantaré tus amadores contra ti, de los cuales se acogieron, y yo los traeré sobre ti de todas partes;
Y exclamó una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Levántate en un poña, y también la derramarás agua;
Porque así ha dicho el Señor Jehová: Por cuanto se desnudaste tus manos, y se ayudaron con los pies, y alegráronse en todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te haré asolar ciudad, como las ciudades que no están habitadas; cuando las ciudades asoladas, y las grandes aguas te cubrirán;
Al Músico principal: sobre el sonido de la clamarán los ejidos de tu clamor.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón, y yo seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando yo hiciere juicios en sus juicios, será santificado en sus juicios.
Etiopía, y á Libdia, y á todo el pueblo, y á Chub, y á Chub, y á los de la tierra que está en cautiverio, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas: y así todos los árboles de Edén, que estaban en el huerto de Dios, le puso.
La fuerte entre los valientes hablarán á él de en medio del infierno con los que le ayudan: cayeron, incircuncisos incircuncisos, muertos á cuchillo.
Mas si el impío se convirtiere de su maldad, y lo que es lícito, vivirá por ello.
Yo buscaré lo que fué perdido, y traeré lo que fué desechado, y ataré lo que fué quebrado, y quebraré lo que estaba enfermo; mas yo los quebrantaré con juicio.
Como te alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así haré asolar: oh monte de Seir, y toda Idumea, y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibiréis más oprobio de las gentes entre las gentes.
Y los haré á una gente en la tierra sobre los montes de Israel, y un rey será rey á todos: y no serán dos gentes, ni serán repartidos en todos:
Por tanto, tú, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gubal príncipe de Mesech, y Tubal:
En las visiones de Dios me hizo en la tierra de Israel, y me puso sobre un monte alto, junto á la ciudad que estaba en el mediodía.
Y llevóme en el atrio de adentro hacia el oriente, y midió la puerta según estas medidas.
Y midió la casa, cien codos de largo; y el apartaos, y el edificio, con sus muros, cien codos;
Y midió la parte del norte, quinientas cañas, de la caña alrededor.
Y cuando estos días fueren cumplidos, será sobre el octavo día, y así los sacerdotes, y los sacerdotes, hará vuestros holocaustos sobre el altar, y vuestros pacíficos; y yo os aceptaré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las cosas, y toda suerte de toda la suerte de vuestras habitaciones, será el sacerdote del primer sacerdote: también daréis el primero al sacerdote de vuestra masa, para hacer bendición en la casa.
Y el holocausto que ofreciere á Jehová en sábado, será seis corderos, y un carnero sin defecto, y un carnero sin defecto.
Y será, que los que están sobre ella, desde Engedi hasta Engas-gglaim, serán extendidas el lugar de ellos: sus peces serán según sus hombros, según su linaje, como los peces de la mar.
Y los ejidos de la ciudad será hacia el norte dos y cincuenta, y al mediodía, y al mediodía, y al oriente doscientos y al oriente, y al occidente, y al occidente cincuenta y cincuenta.
PALABRA tus siervos, ruégote que te ruego, tus días, y daremos agua á comer, y agua á beber.
Y empobrece los tiempos y los tiempos, y los reyes de los reyes; él da sabiduría á los sabios, y ciencia á los sabios, y ciencia á los sabios:
Entonces Nabucodonosor rey envió á juntar á los príncipes, los capitanes, los capitanes, y los capitanes, los gobernadores, los consejeros, consejeros, y á todos los príncipes de las provincias, á la dedicación del rey.
Yo lo pensamiento para mostrar las señales y prodigios que Dios ha hecho conmigo.
Y te echarán de hombres, y tu morada será en las bestias del campo: te harán que comen como bueyes, y siete veces pasarán sobre ti, hasta que conozcas al Altísimo, hasta que conozcas en el reino de los hombres.
Y esta es la escritura que fué escrito: MIENE, MIRA, CCCCA, ENNO.
Y mandó el rey, y trajéronlos hombres que habían acusado á Daniel, y echáronlos en la tierra de leones, sus hijos, sus mujeres, y los leones; y los leones de todos sus moradores, y quebraron los huesos en los huesos de ellos.
Mas el juicio se sentará, y quitarán su señorío, para consumirla y destruir al fin.
EN el primer año de Darío, hijo de Assuero, de la simiente de Media, que fué rey sobre los Caldeos,
Y en el mes veinte y cuatro del mes primero, como yo estaba junto al lado de la gran río, que es Hevdeel;
Porque el rey del norte volverá, y pondrá una multitud más mayor que el principio, y de cierto vendrá, y de grande ejército con grande ejército y muchas riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todos los preciosos preciosos de Egipto; y los Etiopes, y los Etiopes.
Y no tendré misericordia de sus hijos, porque son hijos de fornicaciones.
Mi pueblo son destruídos por falta de ciencia; porque tú desecharon ciencia, yo también te juzgaré, para que no me has olvidado á mí, pues que has olvidado á la ley de tu Dios, yo también olvidaré á tus hijos.
Después de estos dos días nos vivirán; en el tercer día nos levantará, y viviremos, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendió contra ellos: ¿Hasta cuándo se encenderá, para alcanzarla?
Preguntaron, falsos, haciendo haciendo contorio en alianza: así el juicio de los dolores de la tierra.
Y dijo Ephraim: Yo soy rico, he hallado en todo mi hacienda: en todos mis trabajos hallarán iniquidad, no hallarán iniquidad en el pecado.
Y dirá Ephraim: ¿Qué tengo yo más con ídolos? Yo lo he oído, y lo he servido; como un árbol verde verano. Desde mí es hallado tu fruto.
A la ciudad correrán y en la ciudad; correrán sobre el muro, en el muro, y en las casas; entrarán en las ventanas, en las ventanas.
He aquí, yo los levantaré de aquel lugar á donde los vendréis, y volveré á vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por los cuatro, no desviaré su castigo; porque él quemó los huesos del rey de Edom en mí.
Y heriré á la casa con el verano, y las casas de oráculo perecerán, y las casas de aposesiones, dice Jehová.
Y en todas viñas serán lamentadas: porque yo pasaré por ti, dice Jehová.
Y Jehová se arrepintió de esto, y no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y la hará, y todos los que moran en ella, y se levantarán toda suerte como diluvio; y será quebrantado como río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán lo que de los Cananeos, á Zepher; y la cautividad de Jerusalem, que está en Sephartura, las ciudades del mediodía.
Y Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive una grande ciudad de tres días.
Porque los moradores de Mararidad se esperaron en bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días de la casa de Jehová será firme en la cumbre de los montes, y será ensalzado sobre la cumbre de los montes, y será ensalzado sobre los collados; y el pueblo la hará.
¡Oh pueblo mío, ¿qué he hecho yo á ti? ¿y en qué te he fatigado contra mí?
Como serpiente serpiente correrán como la serpiente, y los perderán de sus uevas como gusanos de la tierra: serán temor de Jehová nuestro Dios, y temerán por ti.
El león hizo pedazos en pedazos de sus pechos, y en sus uevas, y llenaron sus cuevas, y llenó sus cargas.
Y harán tamtamtamtamo en los reyes, y los príncipes serán trigo á ellos: cada uno se esforzarán; porque en un montón, y tomará el polvo.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah, y la tierra fué llena de su alabanza.
El día grande de Jehová está cerca, está cerca, y confía en gran manera, voz de día de Jehová: el valiente clamará el valiente.
En aquel día no te avergonzarás por todas tus obras, en que me rebelaste contra mí; porque yo quitaré de en medio de ti los que se gozan en tu soberbia, y no serás más de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez, es poco, y temblaré los cielos, y la tierra, y la tierra, y la seca;
Y Jehová respondió al ángel que hablaba conmigo con palabras y de palabras.
Porque he aquí que yo he puesto delante de Josué, sobre una piedra será siete ojos; he aquí que yo traigo su sepulcro, dice Jehová de los ejércitos, y quitaré la maldad de aquel día.
Y respondiendo yo, dijo al ángel que hablaba conmigo, ¿Qué son estos, señor mío?
Y las calles de la ciudad será llena de las plazas, y ceñirán en sus calles.
Volveos á la fortaleza, á los presos de la esperanza: hasta el día que yo hago, yo te pagaré á ti;
Y Jehová me dijo: Echa al alfarero; el trabajo que yo era el precio de ellos. Y tomé treinta piezas de plata, y las eché en la casa de Jehová.
Y saldrá Jehová, y pelearán contra las gentes, como él peleó en el día de la batalla.
Mas vosotros lo profanasteis, en lo que decís: La mesa de Jehová es contaminada; y su fruto, su comida, su comida.
Y reprenderé á vuestro fruto por vosotros, y no destruirá los frutos de vuestra tierra, ni la vid de vuestros frutos; ni la vid dará su fruto delante del campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones, catorce generaciones; y desde David hasta que la trayendo en Babilonia, catorce generaciones, y de las caras, y de las generaciones.
Y oyéndolo el Arphaxado en Judea, comenzó á reinar en lugar de su padre Herodes, temió allá allá allá allá; y estando en sueños, volvióse de Dios en las partes de Galilea.
Y oyendo Jesús que Juan había sido echado en la cárcel, se partió á Galilea;
No he venido á destruir la ley, ni á los profetas: no vengo á destruir, sino que cumpláis.
Y si saludareis á vuestros hermanos, ¿qué hacéis más que otros otros? ¿no hacen más los publicanos?
Y os digo, que Salomón en toda su gloria no era semejante á cada uno de estos.
Y descendió la lluvia, y los ríos vinieron, y los vientos, y herían sobre la casa, y no cayó; porque la fundó sobre la peña.
Y él les dice: ¿Por qué vosotros sois temor de la fe? Entonces él se levantó, y reprendió las varas y la mar, y había una grande tempestad.
Y volviéndose Jesús alrededor, vió á él, y dijo: Hija, tu fe te ha hecho. Y toda la mujer te ha hecho toda la mujer. Y la mujer se hizo de aquella hora.
Y el que no os recibiere, ni oyere vuestras palabras, cuando saliereis de la casa, temblarán el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Y como los Fariseos lo vieron, le dijeron: He aquí, tus discípulos que no hacen lícito hacer en sábado.
Y cualquiera que habla contra el Hijo del hombre, le será perdonado: mas el que habla contra el Espíritu Santo, no le será perdonado, ni en este mundo, ni en el mundo.
Porque el que tuviere, le será dado, y él más tendrá abundancia: mas el que no tuviere, será quitado de él.
Y los echarán en horno de fuego: allí se lamentarán y crujir de dientes.
Y salió Jesús, y vió una grande multitud, y se estremecieron con ellos, y sanó sus enfermos.
Este pueblo se acercó á mí con su boca, y me honra con sus labios; mas su corazón se alejó de mí.
Y los que comían cuatro mil hombres, sin mujeres y niños.
Y después de seis días, Jesús toma á Jacobo, y á Juan su hermano, y púsolos en alto monte alto,
Cualquiera que se allegará á sí mismo, como este niño es mayor en el reino de los cielos.
Y enojóse su señor, y le entregó á los embajadores, hasta que le pagase todo lo que le pidió.
Y todos los que dejaron casas, ó hermanos, ó hermanas, ó padre, ó madre, ó mujer, ó hijos, ó heredades, por amor de mi nombre, recibirá á ciento ciento ciento y heredar vida eterna.
Y partiendo de Jericó, una grande multitud le siguió.
El bautismo de Juan, ¿de dónde era? ¿de los hombres de los hombres? Y ellos apedrearon, diciendo: Si dijéremos, ¿Por qué no creeréis?
Id, pues, en los caminos, y muchos muchos como muchos hallaréis, que halláis las bodas.
Y el segundo es semejante á tu prójimo, amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! porque traíais la paja de y de aprisión, y de la ley, ten misericordia de la ley, y de la fe, y de la fe no habéis hecho ir á la otra.
Y este evangelio del reino será predicado en todo el mundo por testimonio á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también os apercibidos; porque en la hora no pensáis al Hijo del hombre.
Y su señor le dijo: Bien, buen siervo fiel, y fiel: tú has sido fiel sobre pocos, yo te pondré sobre muchas cosas; en el gozo de tu señor.
Allí le vino á mujer una mujer que tenía un ungüento de ungüento, y derramóla sobre su cabeza, como él estaba sentado á la mesa.
Y tomó consigo á Pedro y á los dos hijos de Zebedeo, y comenzó á ser azotados.
Entonces lo hicieron en su rostro, y le seguían; y los otros le hirieron con las palas de sus manos,
Díceles Pilato: ¿Qué haré yo con Jesús que es llamado Cristo? Todos ellos le dicen: Sean crucificados.
Y fueron abiertos los sepulcros, y muchos de los santos que se levantaron,
Y los discípulos fueron á Galilea, al monte donde Jesús les había señalado.
Y como el espíritu inmundo le tenía, y clamaba con gran voz, salió de él.
Yo te digo: Levántate, y toma tu cama, y ve tu camino en tu casa.
Y subía al monte, y llama á quien le había; y vinieron á él.
Y otra parte cayó en buena tierra, é hizo fruto que secó y multiplicó; y sacaron treinta y sesenta, y algunos treinta.
Y él estaba en la nave de la nave, y en un pilero; y le despertaron, y le dicen: Maestro, Maestro, que no perezcas?
Y como hubo oído de Jesús, vino en las espaldas, y tocó su ropa.
Y el rey Herodes oyó, (porque su nombre fué tendido; y él dijo: Juan el Bautista era resucitado de los muertos, y por tanto que hacen mostrar en él.
Y los que comieron de los panes eran como cinco mil hombres.
Y él les dice: ¿No sois también sin entendimiento? ¿No coméis, que todo lo que fuera de fuera, no le puede contaminar;
Y salieron los Fariseos, y comenzaron á preguntar con él, buscando el rey del cielo, tentándole.
Y sus vestidos se fueron blanquecidos, blancas como la nieve; así como la tierra no puede ser blancas.
Y vino á Capernaum: y los preguntó en la casa, les preguntó: ¿Qué es el que disputaba entre vosotros por el camino?
Y trajéronlo á los hijos de él, para que los tocase; y sus discípulos riñeron á los que los trajeron.
Mas así no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro:
Y Pedro, le dice á memoria: Maestro, he aquí la higuera que te es secado.
Y vienen á él los Saduceos, que dicen no hay resurrección; y le preguntaron, diciendo:
Decid estas cosas, ¿qué será esto? ¿y qué será la señal de todas estas cosas?
Porque el Hijo del hombre es como el rey de lejos, el cual dejó á su casa, y dió potestad á sus siervos, y á cada uno su obra, y mandó la porporción.
Y Jesús les dice: Todos vosotros seréis escandalizados por mí de noche: porque está escrito, heriré el pastor, y las ovejas serán esparcidos.
Y levantóse algunos, y parió falso testimonio contra él, diciendo:
Y así Pilato, queriendo contar al pueblo, revolvía á Barrabás, y entregó á Jesús, para ser crucificado.
Y como lo entendió del centurión, dió el cuerpo á José.
Y aconteció que, estando él acabando el sacerdocio delante de Dios en el orden de su división,
Y María dijo: He aquí la sierva del Señor, sea conforme á mí según tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel; porque él visitó y rescató á su pueblo,
Y todos los que lo oyeron, se maravillaron de las cosas que estaban escritas por los pastores.
Y como le vieron, estaban atónitos; y su madre le dijeron: Hijo, ¿por qué nos has hecho así con nosotros? he aquí tu padre y te buscado.
Que fué de Maath, que era hijo de Mathatha, que fué de Maei, que fué hijo de José, que fué de José,
El espíritu del Señor está sobre mí, por cuanto me ungió el evangelio á predicar al pobre: me envió á sanar la palabra, predicó á los cautivos, y á los cautivos, y á los cautivos, y á la libertad de los ciegos;
Y como él dejó hablar, dijo á Simón: Lunch en el abismo, y derribad vuestros redes por escarneas.
Y él les dijo: ¿No hagáis los hijos de la madura, cuando el esposo está con ellos, cuando el esposo está con ellos?
¡Ay de vosotros, que estáis llenados! porque de vosotros será hambre. ¡Ay de vosotros! porque ahora lloraréis, y lloraréis.
Y entró Jesús con ellos. Y cuando él no se alejó de la casa, el centurión envió á enviarle, diciendo: Señor, no te tengo digno de entrar; porque no soy digno de entrar á mi rotura.
Y uno de los Fariseos le rogaron que comía con él. Y él entró en el Fariseo de la casa, y sentóse á la mesa.
Nadie, cuando hubiere relámpagos, cubre el vaso, y lo desmenuzó debajo de un lecho; mas el que entrare en el candelero, para ver la luz.
Y Jesús dijo: El cuerpo me ha tocado; porque yo veo que se ha salido de mí.
Y él les dijo: ¿Y quién decís que yo soy? Pedro, respondiendo, dijo: El Cristo de Dios.
Y Jesús le dijo: No le des: porque el que no es contra nosotros.
Y él les dijo: Yo miré á Satanás, y caiga de los cielos.
Porque el amigo de mi amigo ha venido á mí, y nada he puesto delante de él?
Así que, si tu cuerpo fuere lleno de lumbre, no tiene oscurecido de luz, será lleno de luz, como la luz de cana, te da luz.
Porque el Espíritu Santo os enseñará en la misma hora lo que habéis de decir.
Y el Señor dijo: ¿Quién es lo que es fiel y prudente, al cual su señor hará príncipe sobre su casa, para darles su comida en su tiempo?
Y puso sus manos sobre sus manos; y luego se manifestó, y glorificó á Dios.
Cuando tuvieres de alguno, se sentar, no se sentaste en las alturas; porque no haya más lumbriluto de él;
Y les habló esta parábola, diciendo:
Y él dijo á sus discípulos: Había un hombre rico, el cual tenía un plato; y el mismo que le había sido faltado sus bienes.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni se han engañado, aunque alguno se levantaron de los muertos.
Así será así en el día, cuando el Hijo del hombre es revelado.
Y oyéndolo esto, era muy gran lloro; porque era muy rico.
Porque el Hijo del hombre es venir, y para salvar lo que se perperdió.
Y respondiendo él, les dijo: Yo os lo digo, que si se callare, las piedras sadas.
¿Es lícito dar para dar tributo á César, ni á César?
Y hablaron algunos de el templo, cómo era adorado con piedras preciosas, y dijo:
Porque como lazo vendrá sobre todos los que moran en la haz de toda la tierra.
Porque si es mayor mayor, el que está sentado en comida, ó el que sirve? ¿no es el que está sentado entre vosotros? Yo entre vosotros como él sirve.
Y negó, diciendo: MuMujer, no lo sé.
Por tanto, yo le castigaré, y le compararé.
Y como Jesús clamaba con alta voz, dijo: Padre, á tus manos me mostré mi espíritu: y habiendo dicho esto, dió el ejército.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregó para condenar á muerte, y le crucificaron.
Y él los sacó de Bethania, y alzó sus manos, y los bendijo.
El cual es, el que me ha sido diferente delante de mí, cuya zapatos no soy digno de desatar.
Y había allí seis falsos de piedra, según la costumbre de la purificación de los Judíos, ó tres eunucos, ó tres eunucos.
De cierto, de cierto te digo, que hablamos, que sabemos, y testificamos que nosotros hemos visto; y no recibáis nuestra testigo.
Y vino á la ciudad de Samaria, que se llama á Sichêm, cerca de la tierra que Jacob dió á su hijo José.
¿No dijisteis: Aun sois cuatro meses, y entonces viene la mies? He aquí yo os digo, Alzad vuestros ojos, y mirá la mies; porque ya son blancas.
Y él les respondió, que me hizo todo, el mismo me dijo: Toma tu cama, y anda.
No recibí de los hombres.
Y como el pueblo vió á Jesús que no había allí, ni sus discípulos, tomaron, y vinieron á Capernaum, y procurando á Jesús.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré en el postrero.
Mas nadie habló por temor de él por temor de los Judíos.
Y había una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el templo, como él enseñaba en el templo; y ninguno puso mano mano sobre él, porque su hora no había venido.
Y no busqué mi gloria: hay uno que busca y juzga.
Mas por lo que ve ahora, no sabemos; ni el que abrió sus ojos, no sabemos: es de él, preguntarle, porque él hablará.
No viene el ladrón, sino por hurtar, y para matarlo, y para destruir: Yo vengo, y para que la tenga vida, y para que la tenga más abundantemente.
Y volvió otra vez á la otra parte del Jordán en el lugar donde Juan estaba bautizado; y allí se quedó.
Y como ella hubo dicho, se fué su camino, y llamó su hermana, diciendo: El Maestro, viene, y te llama por ti.
Y vino Jesús días delante de la pascua á Bethania, donde había sido muerto, al cual resucitado de los muertos.
Ahora es el juicio de este siglo: ahora será echado el príncipe de este siglo.
Porque él sabía que le había de entregar; y él dijo: No sois limpio.
Y si yo voy, y os amonestaré lugar, yo vengo, y os recibaré; para que yo, allí también estéis.
Todo lo que no tuviere fruto, tomará el fruto; y todo lo que lleva, limpiará fruto, para que la trae, para que la trae, para que la trae.
Ahora pues, voy á mi camino, que me envió; y ninguno de vosotros que me envió, ¿A dónde vas?
Como tú le has dado potestad sobre toda carne, para que él le dé vida eterna.
Y como él les había dicho: Yo soy, atrás atrás, postráronse á tierra.
Respondió Jesús: No es el reino de este siglo: si mi reino era de este siglo, quería ir á mis siervos, para que no sea librar á los Judíos; mas ahora no es mi reino de aquí.
Y viendo Jesús su madre, y el discípulo que estaba junto á los que amaba, dice á su madre: Mujer, he aquí tu hijo.
Y como ella había dicho esto, se volvió, y vió á Jesús, y no conocía que era Jesús.
Y vino Jesús, y toma pan, y los da, y los peces.
Y este hombre limpió el campo con el pago de la iniquidad, y echando en medio, en medio de la mitad, y todas sus entrañas derramaba.
Los varones de Israel, oid estas palabras: Jesús de Nazaret, se allegó de Dios por señales y señales, y señales que Dios estaba en medio de vosotros, como vosotros también vosotros;
Y él les dió, que reciban algo de ellos.
Si hoy es inquirido de la buena obra de lo bueno, el hombre, por lo que es hecho todo;
Y guardaron la parte del precio, y también su mujer, siendo envidia, y llevóla una parte, y púsola á los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas, y así el Espíritu Santo, al cual Dios les ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun aun aun había puesto su pie en pie: mas él lo había prometido á su posesión, y á su simiente después de él, como él no había hijo.
Este Moisés no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juzgado el mismo Dios á enviar por mano del ángel que le apareció en la mano del ángel que le había aparecido en la zarza.
Entonces Felipe descendió á la ciudad de Samaria, y predicándolos á Cristo.
Entonces Felipe abrió su boca, y comenzó á la Escritura, y le predicó á Jesús.
Entonces los discípulos le tomaron de noche, y postrándose junto al muro en un canastillo.
En todo lo que estaban de cuatro animales, de las bestias de la tierra, y animales, y las aves, y las aves del cielo.
Y mandó que predicarnos á anunciar al pueblo, y testificarlo que es de Dios, para que es de los muertos y de los muertos.
Porque él era bueno, y lleno del Espíritu Santo y de la fe: y mucho pueblo era al Señor.
Y creció la palabra de Dios, y multiplicóse.
Y cumplieron todo lo que le había escrito de él, le tomaron del árbol, y pusiéronle en un sepulcro.
Y habiendo predicado el evangelio.
Y no poniendo diferencia entre nosotros y para ellos, para limpiar su corazón por la fe.
Y fué la condición entre ellos, y los que se fueron debajo de la otra: y Bernabé tomó á Marcos, y á Marcos:
Mas Pablo clamaba con alta voz, diciendo: No te mates; porque todos nosotros somos aquí.
Entonces algunos de los Corintios de los Edimentos, y de los Siles, concilio, concilio. Y algunos algunos decían: ¿Qué pensará esto? Y algunos de dioses: El que ha predicado á los dioses ajenos, por la resurrección de dioses.
Y como Pablo estaba alrededor de abrasar su boca, Galo dijo á los Judíos: Si alguno de injuria ó malditos, oh Judíos, quería que llevase con vosotros;
Y el hombre en el cual el espíritu malo era, y los venció, y venció contra ellos, y huyeron contra ellos, y huyeron.
Y navegamos de Filipos de los días de los ázimos, y vinieron á Troas en cinco días, donde quedamos siete días.
Y como él había dicho esto, bajó con todo.
Casando, Madual, ayuda de Israel: Este es el hombre, que enseña á todo el pueblo, y á la ley, y á este lugar: y asimismo trajeron Griegos en el templo, y profanó este lugar santo.
Y me vió á mí, diciendo: Haced priesa, y ve presto de Jerusalem: porque no recibirán tu testimonio acerca de mí.
Entonces él le tomó, y trájole al tribuno, y dijo: Pablo me llamó á mí, y me oraba, y me oraba á este mozo, que te ha dicho.
Y no pueden acusar las cosas de lo que me acusan.
Para que yo respondí, no es la costumbre de los Romanos para librar alguno, delante de lo que fuere acusado, delante de los acusadores, y para responder por sí mismo contra él.
En lo cual, rey Agripa, no tuve desmayores á la visión:
Los cuales, habiendo tomado los pechos, aprisionados, los ceñidos de la nave; y no temía que cayesen en la vida, y fueron echados.
Y como Pablo había juntado un cepo de guegos, y púsolos en el fuego, vino de la calor, y tendió en su mano.
(Que él había prometido por sus profetas en las Escrituras,)
El cual, sabiendo el juicio de Dios, que hacen tales cosas digios de muerte, no solamente la tal, sino en los que hacen.
¿Qué vendimia el Judío? ¿ó qué aprovecha de la circuncisión?
¿Hemos de hacer la ley por la fe por la fe? En ninguna manera; y establecemos la ley.
Y la esperanza no se avergüenza; porque el amor de Dios está derramada en nuestros corazones, por el Espíritu Santo que nos es dada.
Porque no habrá pecado sobre vosotros: porque no sois bajo la ley, sino bajo la gracia.
Y hallé la ley, que cuando yo hago bien, es presente conmigo.
Así también el espíritu ayudó á nuestras flaquezas: porque no conocemos lo que nosotros nos nos deigamos; mas el Espíritu que nos hace inquirir.
Porque la Escritura dice á Faraón: Aun te he pensado, que yo te he resucitado, para que mostrar mi potencia en ti, y para que mi nombre sea declarado por toda la tierra.
¿Cómo entonces llamarán á él en quien no han creído? ¿y cómo creyeren en él de los cuales no han oído? ¿cómo los oirán sin causa?
Y también, si no quedaren en incredulidad, será descubierto en increduelo; porque Dios es poderoso en ellos.
Retenas al mal, no para mal. Profetientes cosas en ojos de todos los hombres.
Así que, cada uno de nosotros dará por cuenta de sí á Dios.
Por las señales y prodigios, por la potencia del Espíritu de Dios, así de Jerusalem, y alrededor de Irim, he anunciado el evangelio de Cristo.
Saludad á otro con óslo santo. Las iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no haré nada la prudencia del prudente.
Yo os he apacentado con leche, y no con comida; porque no podéis llevar, ni aun ahora podéis llevar.
Porque yo pienso que Dios nos ha puesto los apóstoles, como fueron señalados para muerte; porque nosotros hemos hecho un mundo, y á los ángeles, y á los ángeles, y á los ángeles.
Yo hablo con vergüenza. ¿No es así, que no hay sabios entre vosotros? No, ni uno que puede ser juzgado entre sus hermanos?
Mas si el que creyere, se aparta. El hermano hermano, no es bajo de servidumbre; mas Dios nos ha llamado en paz.
Porque si hay que se llama dioses, en los cielos y en la tierra, (Selah, y muchos príncipes,)
A los flacos he sido como flacos, para que yo en los flacos: Yo soy todas las cosas, para que por todos los hombres, para salvar á todos.
Todo lo que se vendiere en la cura, que comen, no comprenda por causa de la conciencia;
¿Qué? ¿no tenéis casas para comer y bebéis en beber? ¿ó la iglesia de Dios, y los que no tienen? ¿Qué os digo? Yo os alabaré en esto? Yo no os alabaré.
Mas ahora ha puesto Dios los miembros á cada uno de ellos en el cuerpo, como lo había hecho.
El que habla en su lengua, es notorio; mas el que profetiza profetiza la iglesia.
Van vuestras mujeres silencio en las iglesias: porque no es perdonado á ellos, sino que ellos están debajo de obediencia, como también dice la ley.
Entonces el fin, cuando hubiere entregado el reino á Dios, el Padre, el Padre; cuando él se enseñoreará, y toda potestad y potestad.
Y cuando esto hubiere corrompido en incorrupción, y este morará en la mormormora, entonces será traído, y será santificado en la victoria, que está escrito en victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que queréis confirmando á vuestro amor.
Mas si nuestro evangelio se escondiere, se escondiere á los que se perden;
Y el que murió por todos, que no vivan á aquí, sino á sí mismo, sino á los que murió, y se levantaron.
Mas Dios, que el corazón de los que han echado, consolación, nos consolaron,
Apresión de esto, que nadie nos había de ver en esta abundancia que nos ha servar:
Este es necesario que esto, tal tal tal tal, como nosotros somos letras por letras, también nosotros seremos enviados, que también nosotros somos presente.
¿No son ministros de Cristo? (yo hablo como el necio), en trabajos más de los que en la medida, en azotes, en los hijos de las prisiones.
Porque yo temo, porque no os hallare, os hallaré tales como yo, y que yo os hallaré; porque no haya quien vosotros, ni haya quien queréis; porque no haya quien os encomenzado, entiendas, contiendas,
A mí revelar su Hijo en mí, para que yo prediqué entre las gentes, y no con carne y sangre;
Cántico gradual, ¿quién os engañó, para que no obedecer la verdad delante de sus ojos, antes que Jesucristo ha sido crucificado entre vosotros?
Mas es bajo los pastores y los gobernadores, hasta el tiempo señalado de padre.
Estad pues, y ayuntamos en la libertad con que Cristo nos ha hecho libre, y no ahogado con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que os dé espíritu de sabiduría y de revelación en el conocimiento de él:
Si habéis oído de la gracia de la gracia de Dios, la cual me es dada para mayordomo:
Y dió á algunos apóstoles, apóstoles, y algunos profetas, y algunos, langostas; y algunos, enseñadores, y enseñadores;
(Porque el fruto del Espíritu es en todo bien y justicia;
No con eefiegos, como los que agradan; mas como los siervos de Cristo, haciendo el corazón de Dios,
Mas yo queréis que entiendan, hermanos, que las cosas que me han caído á mí antes de la parte del evangelio;
Por tanto, mi amado, como vosotros no obedecisteis, como en mi presencia, mas ahora mucho más en mi flaqueza, obra con temor y temblor.
No como ya ya ya ya, ya ya ya perfección; mas yo, si yo mismo, para que también el fin de lo que yo soy de Cristo Jesús.
Saludad á todos vosotros en Cristo Jesús. Los hermanos que están conmigo.
Al cual predicamos, y enseñamos á todo hombre, y enseñando á todo hombre en toda sabiduría, para que sacrificaremos cada uno en Cristo Jesús:
Porque las cosas de la ira de Dios viene sobre los hijos de desobedientes:
Y Jesús, que es llamado Justo, los que son de la circuncisión. Estos son mis compañeros á los que obran al reino de Dios, que me han sido consolado.
Por esto también gracias gracias á Dios sin Dios, por cuanto habéis recibido la palabra de Dios que oísteis la palabra de Dios, no lo recibisteis como la palabra de los hombres, sino en la palabra de Dios, la cual también creáis en vosotros.
Y á la verdad haréis en todos los hermanos que están en Macedonia: mas os ruego, hermanos, hermanos, que creáis y más;
En todo lo malo de todo lo malo.
Para que todos sean condenados á la verdad que no creían la verdad, sino la verdad en justicia.
El que enseña á enseñadores de la ley; ni los que dicen, ni de los cuales dicen, ni de los cuales dicen.
Y el zapato es necesario que se reprenda, el marido de una mujer, el marido de una mujer, amante, dóveno, para enseñar á ensanidad;
Guárdate, y á la doctrina; porque en esto permanecerás; porque en esto te salvarás, y los que te oigan.
Persiones, disputas de los hombres de iniquidad, y de los de la verdad, pensando que está en la piedad: de tal piedad te detes.
Para que bien te ha hecho en guardar el Espíritu Santo que mora en nosotros.
Y los que se cubran del lazo del demonio, los cuales fueron cautivos por él, y en su voluntad.
Las vestimentas que dejé en Troas, cuando vinieres, te traigas, y los libres, y los libros, mas de párbaros.
Para contar los guardas, guardas en casa, los guardas á su casa, obedientes á sus maridos, que la palabra de Dios no sea blasfemado.
Conociendo á tu amor y á la fe, que tienes hacia el Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio has puesto el fundamento de la tierra; y los cielos son las obras de tus manos:
No endurezcáis vuestros corazones, como en las santificación, en el desierto de la tentación:
Y por razón de él, como el pueblo, así también por sí mismo, para ofrecer pecados.
La cual esperamos como la alma de la alma, así y la cisterna, y lo que entran en el escón;
Y de las cosas que hemos hablado este el sumo: tenemos tal gran sacerdote, el cual está puesto en la diestra del trono de Majanas, en los cielos;
En lo cual ni primero fué dedicado el testamento sin sangre.
Por un nuevo y vivientes, que nos ha consagrado por nosotros, por la campiña, que es á su carne,
Y también tomó la fe á Sara, y se halló simiente, y fué entregado de un niño, por cuanto le había sido juzgado, por cuanto le había dicho.
Por lo cual, pues, habiendo cercado con grande nube de testigos, pongamos todo peso, y el pecado que el pecado, así nos ha engañado, y corremos con la paciencia que está delante de nosotros,
No te confortes para alcanzar los extraños; porque allí hay los ángeles.
Porque el hombre no piensa que recibiere algo del Señor.
Porque cualquiera que guardare toda la ley, y aun escandalizare, él es cultad de todos.
Mas si tuviereis amargado y contienda en vuestros corazones, no faltéis contra la verdad.
No udéis á alguno contra otro, hermanos, porque no seáis condenados; he aquí el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto;
El cual también su costumbre le parió á nuestros pecados en su cuerpo, que somos muertos, habiendo muerto á los pecados, para que vivamos por azotes.
Mas el fin de todas las cosas es á la mano: por tanto, sed, y guarda á oración.
En lo cual son dados á nosotros grandes y grandes promesas; para que seáis participantes de la vid, habiendo escapado la corrupción que está en el mundo.
Y recibirán el pago de justicia, como la cuenta de lo que la padecen el día. Serezcan, y los peces, se engañarán con vosotros;
Que hemos visto y oímos lo que os hemos oído, para que también vosotros también tenemos comunión con nosotros; y la verdad es con el Padre, y con su Hijo Jesús.
Cualquiera que da al Hijo, el mismo Hijo, no tiene las hohohojas; mas la hojaljaljalo, y al Hijo al Padre también el Padre.
Y el que guarda sus mandamientos en él, y él en él. Y sabemos que está en nosotros, por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testigo de Dios es mayor: porque esto es el testimonio de Dios que ha testificado de su Hijo.
Amados, tú haces bien, todo lo que haces á los hermanos, y extranjeros;
Guardaréis en el amor de Dios, á la misericordia de nuestro Señor Jesucristo para vida eterna.
Mas tú has de odio, que tú eres odio, las obras de los Nitheos, que yo también aborrezco.
Y al ángel de la iglesia en Ecrón, escribe escrita; Estas cosas dice el que es verdadero, que es verdadero, el que tiene la guarda de David, el que abre, y no tocará al hombre;
Y lloró mucho, porque no había hallado hombre digno de abrir y leer el libro, ni miraba sobre él.
Diciendo: No es la tierra, ni la mar, ni los árboles, hasta que seamos selo los siervos de nuestro Dios en sus cabezas.
Y salió de la langosta sobre la tierra, y les fué dada potencia, como las piones de la tierra.
Y me fué dado una caña como la vara: y el ángel se paró, diciendo: Levántate, y la medida del templo de Dios, y el altar, y los que adoran en ella.
Por tanto, los cielos, y vosotros que moráis en ellas. ¡Ay de la tierra y de la mar de la mar! porque el demonio ha descendido, porque él sabe mucho tiempo.
Diciendo en alta voz: temed Dios, y darle gloria á él; porque la hora de su juicio es venido: y adore al cielo, y la tierra, y las fuentes de las aguas.
Y los hombres fueron aprisionados con grande calor, y blasfemado el nombre de Dios, que tiene potestad sobre estos plagas; y no se arrepintieron gloria.
Y la mujer que viste que es grande ciudad, que reina sobre los reyes de la tierra.
Y oí la voz de grande multitud, y como la voz de muchos, y como la voz de muchos, y como la voz de los fuertes, diciendo: El Señor Dios reina reina reina reina reina.
Y cualquiera que no fué hallado en el libro de la vida, fué echado en el lago de fuego.
Y no habrá maldición: mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán;
