E hizo Dios dos relámpajas, mayor luz al día, y la luz á la luz, y á la luz de noche. Hizo también las estrellas.
Y Jehová Dios tomó al varón, y púsolo en el huerto de Edén, para guardar y para guardar.
Y llamó Adam el nombre de su mujer: porque era la madre de todos viviente.
Y á Seth, también le nació un hijo, y llamó su nombre Enós: y comenzaron á invocar sobre el nombre de Jehová.
Y vivió Lamech después que engendró á Noé, quinientos y cinco años, y engendró hijos é hijas.
Y fué Noé de edad de ciento cuando el diluvio era sobre la tierra.
Y aun tuvo otros siete días, y envió la paloma; el que no se volvió á él más.
Y reinó Noé á labradores, y plantó viña;
Y á Sem, padre de todos los hijos de Esdras, hermano de Japheth, hasta que le nacieron hijos.
Y vivió Peleg después que engendró á Reu y nueve años, y engendró hijos é hijas.
Y Jehová hirió á Faraón y á su casa con grandes plagas por mujer de Sarai.
A Chêlaomer, rey de Elam, y con Tidal rey de gentes, y á Amlath rey de Sinar, y á Arioch, rey de Elach.
Y tú irás á tus padres en paz; serás sepultada en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra en que eres extranjero, toda la tierra de Canaán, por posesión perpetua; y seré su Dios.
Y Abraham y Sara era viejo, y vivificó en la vejez; y cesó con Sara conforme á la costumbre de las mujeres.
He aquí, yo he conocido las dos hijas que no saben, ahora me traigáis, y hagáis á ellos como bueno en vuestros ojos: solamente que nada hay en vuestros ojos, porque no han venido debajo de la sombra de mi sombra de mi sombra.
Y la menor, parió un hijo, y llamó su nombre Benammi. Este es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea esto en tus ojos por el muchacho, y por cuanto de tu sierva te ha dicho: En todo lo que Sara te ha dicho.
Y dijo Abraham: Hijo mío, protestará un cordero para holocausto; así se fueron ambos juntos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy la hija de Bethuel hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y los hombres que estaban con él, y se quedaban toda noche; y se levantaron en la mañana, y él me dijo: Dame á mi señor.
Y estos son los años de la vida de Ismael, ciento y siete años: y él dió el campo, y murió; y fué reunido á su pueblo.
Y el hombre se engrandeció, y pasó, y creció hasta que fué muy grande;
Ahora pues, hijo mío, oye mi voz conforme á lo que te mando.
Y dijo Esaú á su padre: ¿No has tú sino una bendición, mi padre mío? bendiga también mi voz. Y Esaú se levantó su voz, y lloró.
Y esta piedra que he puesto por columna de Dios, será de la casa de Dios: y de todo lo que me dieres, yo te daré la décima.
Y él entró á Rachêl, y amaba á Rachêl que Lea, y sirvió con él siete años.
Y aconteció que como Rachêl nació José, Jacob dijo á Labán: Siéname á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y mira todos los carneros que tenían hojas sobre los animales, y se estremetaban, y abuntí; porque he visto todas las cosas que hace á Labán.
Si el Dios de mi padre, el Dios de Abraham, el temor de Isaac, y el temor de Isaac me había sido enviada, me ha visto vacada Dios, y la trabajo de mis manos, y te reprenda.
Y él mandó á la cabecera, diciendo: Cuando Esaú mi hermano te hiriere, y te preguntare, diciendo: ¿De dónde eres tú? ¿y dónde vienes? ¿y quién están delante de ti?
Y dijo Esaú: ¿A qué te dejes contigo algunos de los que están conmigo. Y él dijo: ¿Qué me ha de hallar gracia en ojos de mi señor.
Y aconteció al tercer día, cuando ellos estaban gran manera, dos hijos de Jacob, y Leví, y cada uno de sus hermanos, tomó cada uno á su espada, y vino sobre la ciudad, y mató sobre toda la ciudad, y mató á todos los varones varones varones.
Los hijos de Rachêl: José, Benjamín.
Y los hijos de Ana fueron Disón, y Aholibama la hija de Ana.
Y sus hermanos fueron para apacentar las ovejas de su padre en Sichêm.
Y tomó Judá mujer á Er su primogénito, cuyo nombre fué Thamar.
Y dejó todo lo que tenía en la mano de José, y no sabía que comía pan, sino que comía pan que comió. Y José era hermoso, y trabajaba.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar: y librarás el cáliz de Faraón en pos de su mano, después que había estado.
Y los leprosos y los pechos que comían las primeras primeras, siete gruesos:
Y á José nacieron dos hijos delante de los años de hambre, que vino á Asenath hija de Potim, sacerdote de Sosana sacerdote.
Y no sabían que José entendiesen; porque les habló.
Y los hombres tomaron el presente, y tomaron el dinero en su mano, y Benjamín; y se levantaron, y se levantaron á Egipto, y púsose delante de José.
Entonces los desecharon todo aquel hombre, echando á tierra, y abrieron cada uno su cuervo.
Y me envió Dios delante de vosotros, para que os guardaos en la tierra, y para salvar vuestra vida.
Y los hijos de Rubén: Hanoch, Phallu, y Hesrón.
Y Faraón habló á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí, yo te haré crecer, y te multiplicaré, y te pondré en multitud de pueblo; y daré esta tierra por heredad para ti.
Sus ojos estarán con vino, y sus dientes blancas con leche.
Y subieron con él con él los carros y á caballo, y era muy grande compañía.
Y los Egipcios hicieron los hijos de Israel á servir á los hijos de Israel:
Y Moisés fué hecho habitar con el hombre; y dió Moisés su hija.
Y dijo Jehová á Moisés: Toma tu mano, y tomarála por la cola. Y él extendió su mano, y se fué en su mano.
Y ellos dijeron: Dios de los Hebreos ha encontrado con nosotros: vagamos tres días de camino al desierto, y sacrifiquemos á Jehová nuestro Dios; porque no caiga sobre nosotros, ó con pestilencia, ó con pestilencia.
Y HABLÓ Jehová á Moisés, diciendo:
Y Moisés y Aarón se fué á Faraón, y hicieron como Jehová había mandado; y echó Aarón su vara delante de Faraón, y delante de sus siervos.
Y viendo Faraón que había allí, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y ponte delante de Faraón, y delante de Faraón, y decidle: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón volvió á Faraón: y él les dijo: Ve, y servid á Jehová vuestro Dios: ¿quién son los que entran?
Y Jehová dijo á Moisés: Faraón no os oirá; para que mis maravillas sean multiplicados en la tierra de Egipto.
Y aconteció que al medio de la noche hirió á Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado sobre su trono, y todo primogénito que estaba en la mazmorra, y todo primogénito de ganado.
Y tú mostrarás tu hijo en aquel día, diciendo: Este es lo que Jehová me hizo cuando venía de Egipto.
Mas tú alzarás tu vara, y extenderás tu mano sobre la mar, y la dividirá: y los hijos de Israel irán en seco en medio de la mar.
Y los duques de Edom serán cortados; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán.
Y como ellos se juntó con un omer, que no había recogido, y recogido que no haya falta; juntáronse cada uno conforme á su comiendo.
Mas las manos de Moisés se agravaron, y tomaron una piedra, y púsolo debajo de él, y se sentó sobre él; y Aarón se detuvo sus manos, una parte de la otra, y la otra, y las otras manos de la otra parte del sol.
Y juzgaron á todo el pueblo á todos los cuestiones, trajéronles á Moisés, mas cada cosa pequeño se juzgaron.
No te harás de ninguna imagen, ni figura de alguna cosa que está en los cielos, ó abajo en la tierra, ó que está debajo de las aguas, ó debajo de la tierra:
Si no agradare á su señor, el cual hubiere desposado á sí mismo, será rescatado: venderá á una nación ajena, no tendrá potestad.
Si el ladrón se hubiere hallado, y fuere herido, y no habrá sangre por él.
No levarás una mentira: no quitarás tu mano con los impíos.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo libraré los moradores de la tierra en vuestras manos, y las echarás delante de ti.
Y harán el arca de madera de Sittim; y la mitad de dos codos, y la mitad de codo y medio de su anchura, y un codo y medio de su altura.
Y mirarás en pos de ellos, que te mostró en el monte.
Y subirás al tabernáculo conforme á sus ojos que te mostró en el monte.
Y harás las vestimentas de Aarón tu hermano para gloria y hermosura.
Y habrá en la cumbre de ella, en medio de ella, en medio de ella: tendrá un blado en derredor del hoyo, como el hoyo no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus lados alrededor alrededor, y sus cuernos alrededor, y la harás una corona de oro alrededor.
Cualquiera que hiciere alguna cosa semejante, ó cualquiera que cayere sobre el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, desciende; porque tu pueblo que sacaste de la tierra de Egipto, se han corrompido.
Y enviaré un ángel delante de ti, y echaré al Cananeo, al Hetheo, y al Hetheo, y al Hetheo, y al Heveo, y al Heveo, y al Jebuseo.
Y él dijo: Si he hallado gracia en tus ojos, oh Señor, mi Señor, vamos entre nosotros; porque es cerviz de cerviz, y de nuestro pecado, y nuestra maldad, y de nuestro pecado, y de nuestro pecado, y tomamos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Este es lo que Jehová había mandado, diciendo:
Y puso en su corazón, para enseñar, y á Aholiab, hijo de Ahisán, de la tribu de Dan.
Y se juntaron, y juntaron á la cabeza, y se juntaron á su anillo: así hizo á ambos en los rincones.
Y una manzana debajo de lo mismo, y una llama debajo de dos ramas, y una manzana debajo de las dos brazos de lo mismo, conforme á seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
E hicieron el racional junto á sus anillos á los anillos del ephod con un manto de jacinto, para que fuese sobre el cinto del ephod, y el racional del ephod, y el racional de Jehová.
Y pondrás el atrio alrededor, y subirás el pabellón del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego estaba en ella, delante de todos los ojos de la casa de Israel, por todas sus jornadas.
Y toda ofrenda de tu presente con sal; ni dejarás la sal del pacto de tu Dios, para ser falta de tu presente: con toda ofrenda ofrecerás de tu presente.
Como fué quitado del becerro del sacrificio de paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será que, cuando fuere culpado en una cosa de estas cosas, que él pecare en lo que pecare.
Y comerán sus hijos y Aarón y sus hijos: con pan se comerá pan en el santuario; en el atrio del tabernáculo del testimonio comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó lo que se comerá el mismo día, será de aquel día; y el día siguiente, y el día siguiente se comerá de ella:
Y puso el racional sobre él: y puso en el racional al Urim y Thum.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero para holocausto, y delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y el puerco, y el redaño, y el águila,
Y HABLÓ Jehová á Moisés, diciendo:
Mas si la mancha se fortalece en su lugar, y no se extenderá, es quemada; y el sacerdote lo dará por limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se hubiere extendido en el vestido, ó en el estambre, ó en cualquiera obra de piel,
Y el sacerdote tomará el cordero de la expiación, y el log del aceite, y el sacerdote lo agirá delante de Jehová:
Esta es la ley por toda la plaga de lepra, y llama,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavare en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestidos, y ofrecerán, y ofrece su holocausto, y el holocausto de los pueblos, y hará expiación por sí, y el pueblo.
Guardad mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os dejéis á ídolos, ni hagáis dioses de fundición: yo soy Jehová vuestro Dios.
Mas el extranjero que habita con vosotros como un natural entre vosotros, y le amarás como tú; porque extranjeros fuisteis en la tierra de Egipto: Yo soy Jehová vuestro Dios.
Y el hombre ó mujer que tiene espíritu, ó el que tiene espíritu, morirá: apedrearán con piedras.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, se lavará su carne con agua.
Seis días se hará obra; mas el séptimo día es sábado, santa convocación: ninguna obra servil haréis.
Y Jehová habló á Moisés, diciendo:
Y si alguno hiciere falta en su prójimo, como hizo lo que hizo, así lo hará.
Y si el hombre no haya de redimir, y se puede redimir;
No os haréis ídolos ni escultura, ni hagáis escultura, ni habéis subido de piedra en vuestra tierra: porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades desiertas, y llevaré vuestras hojas hasta el olor de vuestra suavidad.
Y si lo santificare su casa, añadirá la quinto de tu dinero, y será su estimación, y será.
De Benjamín, Abidan hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Y el tabernáculo del testimonio se hará con el campo de los Levitas en medio del campo, así se tornarán cada uno en su lugar.
Por cuanto todos los primogénitos son mis primogénitos, porque yo herí todo primogénito en la tierra de Egipto, yo me santificaré á todo primogénito en Israel, ambos hombres: yo soy Jehová.
Y todos los primogénitos de los nombres de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil setecientos y sesenta y sesenta.
Asimismo los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
Y macho y hembra seréis fuera fuera del campo, los cuales no contaminéis; los que no contaminan sus montones, en medio de la cual morí.
Habla á los hijos de Israel, y diles: Cuando alguno alguno se apartará á voto de Nazuta, para apartar á Jehová.
Tomad de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, cada uno conforme á su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidan, hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y los limpian.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó vuestra posteridad será inmundo por causa de un cuerpo, ó de un cuerpo, ó de un camino, será la pascua á Jehová.
Y el tabernáculo fué tomado, y los hijos de Gersón y los hijos de Merari.
Y dijo Moisés á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué no he hallado gracia en tus ojos, que tú has de ser sobre mí la carga de todo este pueblo?
Y él dijo: Oid ahora mis palabras: si hay profeta entre vosotros, Jehová haré notorio en visión, y le hablaré en sueños.
Y subieron, y escudriñaron la tierra del desierto de Zín á Rehob, como á Hamath.
Jehová es castigado, y de grande misericordia, propósito la iniquidad y la rebelión, y no por la iniquidad, visitando la iniquidad de los padres sobre los hijos de los padres á la tercera generación y á la cuarta generación.
Y hará ofrenda encendida á Jehová, holocausto ó en olor de suavidad, ó en ofrenda, ó en olor de suavidad, ó en vuestras solemnidades, en olor suave á Jehová, en olor de suavidad, en olor suave á Jehová.
Y los que le hallaron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios, Dios de los espíritus de todos los espíritus, ¿quién se enojará con toda la congregación?
Habla á los hijos de Israel, y tomarán de cada uno conforme á la casa de sus padres, conforme á la casa de sus padres, conforme á la casa de sus padres: tú escribirás toda la vara de cada uno sobre su nombre.
Todas las ofrendas de las ofrendas santas santas, que los hijos de Israel ofrecen á Jehová, te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo: es el pacto de Jehová para siempre delante de ti y para siempre.
Y tomarán de la ceniza del holocausto, y la ceniza de la vaca de la vacada, y se vestirán agua en vaso, y se vestirán en vaso.
Toma Aarón y Eleazar su hijo, y los llevarás al monte de Hor;
Porque Hesbón era la ciudad de Sehón rey de los Amorrheos, que peleaba contra el primer rey de Moab, y toda su tierra de su mano, hasta Arnón.
Y Balaam se levantó en la mañana, y fué su asno, y fué con los príncipes de Moab.
¿Quién podrá cuenta el polvo de Jacob, y el número de la cuarta parte de Israel? Dame la muerte de los justos, y mi fin será como su postrimería.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos; y Balac dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que tú los has bendecido estas tres veces.
Y el nombre de los Madianitas que era muerto á Cozi, hija de Zr, pueblo de Zur, y de la casa de Madián en Madián.
Estas son las familias de Zebuliitas según sus contados, sesenta y cinco mil y quinientos.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath, la familia de los Coathitas.
Y Moisés lo hizo como Jehová le mandó; y tomó Josué, y púsole delante del sacerdote, y delante de toda la congregación.
La décima con cada cordero, por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su presente y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y vayan contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y nueve mil,
Porque subieron al valle de Eisla, y vieron la tierra, y desmayaron el corazón de los hijos de Israel, que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés fué á Galaad, y tomóla, y tomó al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la heredad de sus ciudades en habitar; y daréis también á los hijos de Israel por las ciudades alrededor.
Y no tomaréis libre á la ciudad de su acogimiento, para que morase en la tierra, hasta que morase en la tierra, hasta la muerte del sacerdote.
Tomé pues los príncipes de vuestras tribus, los sabios, y entendidos, y los ponían sobre vosotros tribunos, y centuriones, centuriones, y centuriones, centuriones, y sobre vuestras tribus.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no quiso oir vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que habitan en Ar, hasta que yo pasare el Jordán en la tierra que Jehová nuestro Dios nos da.
No temáis: porque Jehová vuestro Dios peleará por vosotros.
Guardaos á vosotros, porque no os olvidáis el pacto de Jehová vuestro Dios, el cual hizo con vosotros, y os hagáis escultura, ó la figura de cualquier cosa, que Jehová tu Dios te ha engañado.
Jehová habló con vosotros á cara en el monte de en medio del fuego,
ESTOS son los mandamientos, los estatutos, y los derechos que Jehová vuestro Dios os mandó á enseñar, para que los ponéis en la tierra á la cual pasáis para poseerla:
Porque tú eres el pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido para sí mismo pueblo, sobre todo el pueblo que está sobre la haz de la tierra.
Cuando comieres, y estás lleno, bendecirás á Jehová tu Dios por buena tierra que él te ha dado.
Y Jehová se enojó con Aarón para destruirlo; y oré á Aarón.
El es tu alabanza, y él es tu Dios, que te ha hecho grandes y terrible, que tus ojos han visto tus ojos.
Y será que cuando Jehová tu Dios te hubiere metido en la tierra á la cual pases para poseer la bendición sobre el monte de Gerizim, y maldición sobre el monte de Ebal.
Y ofrecerás tu holocausto, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios serán derramadas sobre el altar de Jehová tu Dios, y comerás carne.
Mas éstos no comeréis de los que llevan la paga, ó de los que partieren, y los que tienen pezuelo, y los hechores, y los hechores: porque los que son inmundos, mas no os son inmundos.
Mas tú abrarás á tu mano, y le avarás para su necesidad, y en lo que tiene necesidad.
Seis días la solemnidad á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas tus manos, y en todas las obras de tus manos, y en todas las obras de tus manos.
Y esto será el sacerdote del pueblo, de los que ofrecen sacrificio, si fuere buey ó oveja, y las ovejas darán al sacerdote, y los dos semanas, y los dos semanas, y los dos semanas.
Mas si alguno aborrezco á su prójimo, y se echare en él, y se levantare contra él, y le hiriere al que muera, y muriere en uno de estas ciudades:
Solamente los árboles que sabes que no son de comer, para destruirlos, y los destruirás; y edificarás contra la ciudad que la guerra contra la ciudad, hasta que se hace subir.
Mas tú estarás al sabio, y toma al mozo, para que te vaya bien, y te sea contigo, y que te castigues tus días.
No hurtarás; porque es tu hermano: no codiciarás al Egipcio; porque en su tierra no fuiste extranjero.
Y si el hombre pobre, no dormirás con su prenda;
Y será en la tierra que tú eres en la tierra que Jehová tu Dios te da por heredad, y poseas en ella, y moradas en ella;
Estas estarán sobre el monte de Geriim al pueblo, cuando hubiereis pasado el Jordán: Simeón, Leví, y Judá, y Judá, y Judá, y Benjamín, y Benjamín, y Benjamín.
Maldito serás en la ciudad, y malmaldigas en el campo.
Y estarán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y dióla por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te pondrá en toda obra de tus manos, en el fruto de tu vientre, y en el fruto de tus bestias, y en el fruto de tu tierra, porque Jehová te alegrará, porque Jehová te alegrará sobre ti, como él te alegrará.
Ahora pues, escritos á este cántico, y enseña á los hijos de Israel; ponlo en su boca, para que me es testigo contra los hijos de Israel.
Y como Jehová los vió, los echó de sus hijos y de sus hijas, y de sus hijas.
Sube al monte de Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel por posesión.
El Dios eterno es tu refugio, y entiende los brazos eterna: y él sacará al enemigo de delante de ti, y dirá: Destruenos.
Y ellos respondieron á Josué, diciendo: Todo lo que nos has de hacer, y donde nos has de ir.
Y habrá un poco entre vosotros y dos mil codos de medida; no llegaréis á él, para que sepáis el camino por la cual habéis de ir: porque no habéis pasado por este camino.
Y mandó Josué á los sacerdotes, diciendo: Venid del Jordán.
Y aconteció que, como Josué habló al pueblo, siete sacerdotes que pasaban las bocinas de carneros delante de Jehová, y tocaban las bocinas de bocinas; y el arca del pacto de Jehová le siguieron.
Así que, Israel pecaron, y han prevaricado mi pacto que les mandé; porque también ellos han tomado del maldecido, y también han deshonrado, y también se estremecieron entre sus bocas.
Y Josué y todo Israel hizo como ellos, huyeron delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Ascaloth.
Y el sol se paró, y cesó la luna, hasta que el pueblo se había vendido sobre sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol se puso en medio del cielo, y no se tornaron hasta el día.
Y Josué se volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Halac, que sube Josué á Josué, las tribus de Israel;
Mas los hijos de Israel no fueron á Gessutas, ni á Mahathitas; y á Gessuitas, y á Mahathitas y á Maachêritas entre los Israelitas hasta hoy.
Ahora pues, he aquí que Jehová me ha guardado, como él dijo: estos cuarenta y cinco años, desde que Jehová habló esta palabra á Moisés, estando los hijos de Israel en el desierto; y he aquí, ya ya ya ya ya ya ya ya ya ya ya de edad de cinco años.
Y Hasor, Hadadoth, Cerioth, y Cerión, que es Hasor,
Maón, Carmel, Ziph, y Judea,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades; mas los Cananeos que moraban en la tierra.
Y Chêar-ha-hasaai, Ophni, doce ciudades con sus aldeas.
Y Aapmelech, y Amad, y Miseral Carmelo; y al Carmelo, y á Siclag, y á Siclag;
Y si el pariente del muerto le seguirá, no librará al homicida en su mano; porque hirió á su prójimo, á causa de su prójimo, y no le aborrecían.
Todas las ciudades eran con sus ejidos para las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés edificaron altar sobre la tierra de Canaán, en el término del Jordán, en el término de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedan entre vosotros; ni hagáis contienda de sus dioses, ni juréis por ellos, ni los serviréis, ni los servid á ellos, ni os servid á ellos:
Y el pueblo dijo á Josué: No, sino serviremos á Jehová.
Y Judá tomó á Gaza con su término, y á Ascalón con su término, y á Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron dioses dioses ajenos, de los pueblos que estaban alrededor, y se inclinaron á ellos, é inclináronse á Jehová.
Mas él se volvió de los mares que estaban por Gilgal, y dijo: Yo te he escondido á ti, oh rey: ¡Ay, oh rey! Y todo lo que estaba junto á él.
Y Jael salió á recibir á Sísara, y díjole: Volvete en mi señor, no temes. Y como él se volvió en la tienda, cubriólo á la tienda, y cubriólo con manto de manto.
Bendito las mujeres de Jael, la mujer de Heber Cineo será sobre la tienda.
Y Jehová le dijo: Paz á ti; no morirás.
Y como Gedeón vino, he aquí un hombre que había dicho el sueño á su compañero, y dijo: He aquí que yo soy sueño, un sueño, y he aquí un bocado de pan se estremeció en el campo de Madián, y vino á la tienda, y la tienda que la tienda que la tienda.
Y él dijo á Zeba, y á Zalmunna: ¿Qué es de hombres? Y ellos respondieron: Como tú eres, cada uno.
Y la vid les dijo: ¿Está mi vino, que deje á Dios y á hombre, y ir á los árboles?
Y tomó el pueblo, y repartiólos en tres escuadrones, y esperaban en el campo, y vió, y he aquí que el pueblo salió de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por el trabajo de Israel.
Mas el rey de los hijos de Ammón no oyeron las palabras de Jephté que le envió.
Y el ángel de Jehová se apareció á la mujer, y le dijo: He aquí tú eres estestéril, y no llevarás, y llevarás un hijo.
Y después de un tiempo se volvió á tomar, y volvió á ver el cuerpo del león; y he aquí que había un azotado de miel y miel en el cuerpo de león.
Y él fué gran temor, y llamó á Jehová, y dijo: Tú has dado esta grande libertación en la mano de tu siervo; y ahora moraré en la mano de tu siervo incircunciso, y en la mano de los incircuncisos?
Y Samsón llamó á Jehová, y dijo: Señor Jehová, acuérdate de mí, te ruego, y me fortalece, te ruego, oh Dios, para que sea una vez en una vez de los Filisteos.
Entonces los cinco varones que habían venido á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿No sabéis que hay en estas casas, y en una estatua, y una imagen de fundición, y una imagen de fundición?
Y él dijo á su criado: Ven, y llegaremos á uno de estos lugares de noche, en Gabaa, ó en Rama.
Ahora pues, los hombres, los hijos de Belial, que están en Gabaa, para que los ponemos á muerte, y quitaremos de Israel. Mas los hijos de Benjamín no quiso oir la voz de los hijos de Israel.
Así que, caían en derredor de Benjamín, y cortáronlos, y los que descienden sobre Gabaa hacia el madero.
En aquellos días no hubo rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No eres tú, hija mía? ¿no entres en otro campo, ni vaya de aquí, sino que moran en mis criadas?
Y él dijo: Saca el velo que tienes sobre ti, y la dejarás. Y cuando ella ella hubiere, midió seis medidas de cebada, y púsola en la ciudad.
Mas á Hanna dió una porción, porque amaba á Hanna; mas Jehová había cerrado su matriz.
Jehová hace subir al pobre, y hace ririllo: él entiende.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová era precioso en aquellos días; no fué abierta la visión.
Y los Filisteos pelearon, y Israel fué herido, y huyeron cada uno en su tienda: y había un gran matanza, que cayeron de Israel treinta mil hombres.
¿Por qué, pues, hacéis vuestros corazones, como los Egipcios y sus corazones? ¿habiendo hecho maravilloso entre ellos, no dejan al pueblo, y se fueron?
Y juzgó Samuel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad en este hombre de Dios, y el hombre es honrado; todo lo que viene, ha de ir allá: quizá nos envía á nuestro camino que vamos á nosotros.
Y aconteció que como él se volvió atrás de Samuel, Dios le dió otra vez á los otros: y todas las señales vinieron á aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo: Saúl sobre nosotros? ¿Traigamos los hombres, para que los ponemos á muerte.
Saúl escogió tres mil hombres de Israel, y dos mil con Saúl en Michmas y en el monte de Beth-el, y un mil con Jonathán en Gabaa de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si nos dijeren así: Tóvenos hasta que venimos á vosotros; entonces pararemos en nuestro lugar, y no subiremos á ellos.
Porque vive Jehová, que vive á Israel, aunque estuviere en Jonathán hijo, morirá. Mas él no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando hubieres estado en tus ojos, no fuiste cabeza de las tribus de Israel, y te ungiste á Jehová sobre Israel?
Y envió, y trájole en. Ahora pues, y era de hermoso, y de hermoso, y de hermoso que Jehová dijo: Levántate.
Y Saúl, y todos los varones de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en sus bajos, y tomó de allí una piedra, y metiólo al Filisteo en su frente, que el Filisteo cayó la piedra en su frente, y cayó sobre su rostro; y postróse sobre la tierra.
Y dijo Saúl: Yo le daré, para que le sea lazo, y que la mano de los Filisteos sea contra él. Y Saúl le dijo: ¿Por qué te has dicho hoy en la ley de David.
Y como fué dado aviso á Saúl, envió mensajeros, y profetizaban. Y Saúl envió á la tercera vez, y profetizaban.
Y aconteció que el siguiente día era el segundo del mes, el lugar de David estaba vacada: y Saúl dijo á Jonathán su hijo: ¿Por qué no viene el hijo de Isaí, ni día, ni día de día, ni de día, ni de hoy?
¿No tengo necesidad de los hombres, que habéis traído á este hombre en mi presencia? ¿vendrá éste en mi casa? ¿ha de venir á mi casa?
Y Saúl había dicho que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano; porque está cerrada, junto á la entrada que tiene puertas y cerrojos.
Y dijo David á Saúl: ¿Por qué oyes las palabras de los hombres, diciendo: He aquí tu mal busca?
Ahora pues, y mira lo que harás; porque mal es determinado contra nuestro señor, y contra toda su familia: porque es tal hijo de Belial, que no puede hablar.
Y Saúl asentó en el collado de la alla, que está delante de Jesón, por el camino. Mas David estaba en el desierto, y vió que Saúl había venido al desierto.
Y subieron David y sus suyos, y los de Gessur, y los Gezeos, y los Amalecitas; porque las gentes eran de los moradores de la tierra, como los moradores de la tierra, á Shur, á Shur, á la tierra de Egipto.
Y los Filisteos juntaron todos sus escuadrones á Aphec: y asentaron el campo en Jezreel.
Y tomó David todos los rebaños y las vacas que habían atado delante de los otros, y dijeron: Este es el despojo de David.
Y el mozo que le había dicho: Como yo pensado en el monte de Gilboa, he aquí que Saúl había rebuscado sobre su lanza, y he aquí que los carros le seguían.
E hízole rey sobre Galaad, y sobre los Asutas, y sobre Jezreel, y sobre Ephraim, y sobre todo Israel.
Y Saúl había concubina, cuyo nombre fué Rispa, hija de Aía; y Is-boseth respondió á Abner: ¿Por qué has andado en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió que no era del rey á matar á Abner hijo de Ner.
Y Elisama, Elisama, Eliphelet.
Y dijo David á Michâl: Es delante de Jehová, que me escogió delante de tu padre, y delante de todo su casa, para que me pusiese príncipe sobre el pueblo de Jehová, por tanto, yo iré delante de Jehová.
Ahora pues, Señor Jehová, tú, tú, que eres Dios, y tus palabras has dicho esto:
Y dijo Siba al rey: Conforme á todo lo que mi señor el rey había mandado, así hará tu siervo.
Y durmió Uría á la puerta del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo has hecho, mas haré esto delante de todo Israel, y delante del sol.
Y como él los había traído á comer, tomó de ella, y le dijo: Ven conmigo, hermana mía.
Y envió Joab á Tecoa, y echó de allí una mujer, y le dijo: Ruégote que te ruego que te dejes para hacerte un luto de luto, y no te ungirás con aceite, y no te ungirás como la mujer, sino que era muerto.
Y Absalom respondió: He aquí yo te he enviado á ti, diciendo: Ven acá, para que te envío al rey, para que yo soy de Gessur? ¿por qué me ha sido bien, pues que me mate la maldad del rey.
Y Sadoc y Abiathar llevaba el arca de Dios á Jerusalem: y esperaron allí.
Y extendieron Absalom sobre la cumbre de la casa, y Absalom entró á la concubinas de su padre en ojos de todo Israel.
Y la miel, y alfarero, y ovejas, y ovejas, y por el pueblo que con él estaban, para comer; porque dijeron: Los pueblos es el hambre, y cansado, y fatiga en el desierto.
Y el rey le dijo: Vuélvete, y estáte aquí. Y él se apartó, y paróse.
Y tuvo tu siervo á mi señor al rey, y mi señor el rey es como un ángel de Dios: por lo que es bueno en tus ojos.
Y él fué por todas las tribus de Israel á Abel, y á Beth-maa, y á todos los Beritas; y juntáronse, y se juntaron, y se fueron juntos.
Y volvió á la batalla en Gob con los Filisteos, donde era de Elón hijo de Jaare-gim, á Beth-leath, hermano de Goliath, hermano de Goliath, el bordón de la lanza, el bordón de la lanza.
Con el limpio te mostrarás limpio; y con el perverso te mostrarás.
Mas los hijos de Belial serán todos ellos como espinas, porque no podrán ser preso con manos;
Ima hijo de Nathán, de Zani, Bani, Gadita,
Por lo cual sus siervos le dijeron: Señan allí mi señor el rey la virgen; y deja delante del rey, y deje, y deje en tu seno, para que mi señor el calor mi señor el calor.
Y dijo el rey David: ¿A Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y ellos se llegaron delante del rey.
Ahora pues, no le mates; porque tú eres hombre sabio, y sabes lo que le sacaste; mas su cabeza trae á la sepultura.
Y aconteció que al cabo de tres años, se despidió á Achîs á Achîs hijo de Maachâ, rey de Gath. Y fueron Simi, diciendo: He aquí tus siervos en Gath.
Y dijo el rey: El es mi hijo que vive, y tu hijo es muerto; y el otro dice: No, sino tu hijo es muerto, y mi hijo es muerto.
Y Judá y Judá habitó seguros, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico de la casa de veinte codos de longitud, de longitud, de anchura, de la casa; y diez codos de ancho delante de la casa.
Hizo también para la puerta del templo de olivas, una cuarta parte del muro.
Y estaba sobre los doce bueyes, tres al norte, y tres al occidente, y tres al occidente, y tres hacia el mediodía, y tres al oriente: y la mar estaba sobre ellos, y la mar se puso sobre ellos, y todos sus partes.
Y subieron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas que estaban en el tabernáculo, los sacerdotes y los Levitas llevaban.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los llevarás á la tierra que diste á sus padres.
El mismo día hizo el rey al medio del atrio que estaba delante de la casa de Jehová; porque sacrificó holocaustos y pacíficos, y el sebo de las paces, y el sebo de los pacíficos: porque el altar de bronce que estaba delante de Jehová, y el presente, y el presente de los holocaustos, y las paces.
Y vinieron á Ophir, y de allí, cuatrocientos y veinte talentos, y trajeron al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, mujeres de los Moabitas, Sidonios, Sidonios, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová, Dios de Israel: He aquí que yo extiende el reino de mano de Salomón, y te daré diez tribus.
Entonces el rey Roboam envió á Adoram, que era el tributo; y todo Israel le apedreó con piedras que murió. Por tanto el rey Roboam se hizo subir á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo, y comed pan.
El que muere de Jeroboam en la ciudad, los perros comerán; y el que muriere en el campo, comerán las aves del cielo: porque Jehová ha hablado.
Y cuarenta y un años reinó en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abialba.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor.
Y el fuego de Jehová cayó, y consumió el holocausto, y el bosque, y las piedras, y los polvo, y los otros se burlaban las aguas que estaban en el ench.
Y Ben-adad rey de Siria juntó todo su ejército: y había treinta y dos reyes con él, y los caballos, y los carros; y subió á Samaria, y á Samaria.
Y sus siervos le dijeron: He aquí, ahora hemos oído que los reyes de la casa de Israel son los reyes de la casa de Israel: te ruego que oremos saco sobre nuestros lomos, y sobre nuestras cabezas, y salmos al rey de Israel.
Levántate, desciende á encontrar á Achâb rey de Israel, que está en Samaria; he aquí está en la viña de Naboth, á la cual está descendido para poseerla.
Y él dijo: Oid pues palabra de Jehová: he visto que Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vamos mis siervos con tus siervos en las navíos. Mas Josaphat no quiso.
Y tomó Elías á su manto, y lo volvió, é hirieron las aguas, y fueron divididos á acá, y así se fueron sobre la tierra.
Y dijo Eliseo al rey de Israel: ¿Qué tengo yo contigo? Envía á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, porque Jehová ha llamado estos reyes á los reyes de Moab, para librarlos en mano de Moab.
Y él dijo: Abdías, conforme á la hora de vida, abrazarás un hijo. Y ella respondió: No, señor mío, no hagas conmigo.
Y los Siros habían salido por sus compañeros, y sacaron cautivos de la tierra de Israel una muchacha; y ella estaba en la mujer de Naamán.
Mas el uno que tenía compañeros, la cabeza se postró en el agua; y clamó, y dijo: ¡Ay, señor! porque era mejor.
Entonces el señor de quién respondió al rey de Dios, y dijo: He aquí que si Jehová había de hacer ventanas en los cielos, ¿es esto? Y él dijo: He aquí, verás con tus ojos, mas no comerás con tus ojos.
Y Hazael dijo: ¿Por qué deja mi señor? Y él respondió: Por cuanto yo sé lo malo que harás á los hijos de Israel: sus fortalezas, tú matarás con fuego, y sus mancebos matarás á cuchillo, y á sus hijos, y á sus mujeres.
Entonces se apresuraron, y tomaron cada uno su ropa, y púsolo debajo de él debajo de las gradas, y tocaron las bocinas, diciendo: Jehú es rey.
Y escribió una carta á ellos, diciendo: Si sois mi voz, y si oyereis á mi voz, tomaréis las cabezas de los hombres, y vendiereis á Jezreel, y vendiereis á Jezreel por este tiempo.
Y reinó aquel tiempo Jehú sobre Israel en Samaria veinte y ocho años.
Mas Joiada el sacerdote tomó una túnica, y se puso en la casa de Jehová, y pusiéronla junto al altar, como una á la casa de Jehová; y los sacerdotes que entraban la puerta de Jehová: y los sacerdotes que estaban en ella la casa de Jehová.
Y él dijo: Toma las saetas. Y él les tomó. Y él les dijo al rey de Israel: Salid sobre la tierra. Y él hirió, y cesó.
En el año quince de Amasías hijo de Joas rey de Judá, rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta y cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
E hizo Urías sacerdote, conforme á todo lo que el rey Achâz había mandado.
Por lo cual hablaban al rey de Asiria, diciendo: Los pueblos que quiste, y en las ciudades de Samaria, no saben la costumbre de la tierra: por eso los leones de la tierra ha enviado entre ellos, y he aquí no los maten la tierra de Dios.
Y Ezechîas le dió todo el plata que halló en la casa de Jehová, y en los tesoros del rey.
Y Rabsaces se volvió á Rabsaces, y halló el rey de Asiria contra Libna; porque había oído que se fué de Lachîs.
En aquellos días fué Ezechîas á muerte. Y el profeta Isaías hijo de Amoz vino á él, y le dijo: Así ha dicho Jehová: Hiere tu casa, porque tú morirás, y no vivirás.
Y Jehová habló por sus siervos los profetas, diciendo:
Y el sacerdote Hilcías, y Ahicam, y Achbor, y Saphán, y Asaías, fué á Hasur, la mujer de Sallum hijo de Ticoa, hijo de Hama, hijo de Hama, que habitaba en Jerusalem.
Y los que obran los obreros, y las aves, y las imágenes, y los ídolos, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, é hizo Josías, para que acabasen las palabras de la ley que estaban escritas en el libro de la casa de Jehová.
Y puso el rey de Babilonia á Mathanías, hermano del rey en su lugar, y mudó su nombre á Sedechîas.
Y aconteció que en el año de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes de la cárcel, en el mes primero del mes, que fué Edich, rey de Babilonia, en el año de la cárcel, comenzó á reinar á Joachîn rey de Judá;
Abram: éste es Abraham.
Los hijos de Judá: Er, Onán, y Onán: y tres nacieron á él de la hija de Sora, el Cananeo. Y Er, el primogénito de Judá fué en ojos de Judá, é hizo lo malo en ojos de Jehová.
Los hijos de Jonathán: Peleth, y Zaoth. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, y Eliphelet.
Y Mehethi engendró á Ophra: y Seraías engendró á Joab, padre de Charharai; porque eran astuyos.
Y los hijos de Rubén el primogénito de Israel, (porque era el primogénito; mas como contaminó la cama de su padre, fué dada á los hijos de Israel, á los hijos de Israel, y á los hijos de Israel.
Y Abisua engendró á Buci, y Buci engendró á Uzzi,
Hijo de Zuph, hijo de Elcana, hijo de Maasías, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, estas ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, al cual parió: mas su concubina los hijos de Galaad parió á Machîr padre de Galaad.
Y Abisua, y Naamán,
Y el hijo de Jonathán fué Meri-baal; y Meri-baal engendró á Michâbaal.
En los lados de los porteros, hacia el oriente, al aquilón, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y puso su cabeza en el templo de Dagón.
Y los valientes de los ejércitos, Asael hermano de Joab, Elhanán hijo de Dor de Beth-lehem de Beth-lehem,
Ezer el primero, Obaa, el segundo, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos los habían preparado.
Y será que, cuando oyeres de entrar en los montones de las cargas, entonces saldrá á la guerra; porque Dios ha salido para herir delante de ti á la guerra.
Así hizo todo Israel el arca del pacto de Jehová con júbilo, y con las bocinas, y con trompetas, y con trompetas, y con trompetas, y con salterios.
Dad á Jehová la gloria á su nombre: traed ofrenda delante de él, y venga delante de él: Jehová en la hermosura de santidad.
Y vino el rey David, y sentóse delante de Jehová, y dijo: ¿Quién soy Jehová, y qué es mi casa, que me has traído?
Y dijo David: Yo declararé á Hanún hijo de Nahath, porque su padre me mostró á mí. Y envió David á consolarle á consolarlo de sus siervos. Y los siervos de David vino á la tierra de los hijos de Ammón, á Hanle consolar.
Y Joab dió el número del pueblo á David. Y todos los de Israel fueron mil y cien mil hombres que sacaban espada: y Judá fué cuatrocientos mil hombres que sacaban espada, y diez mil hombres que sacaban espada.
Y dijo David: Salomón, hijo mío es, y la casa que es edificada para Jehová, es menester que sea engrandecido en todas las tierras, y la gloria de la gloria de todas las tierras: por tanto yo la dispongo por tanto por su muerte.
Los hijos de Gersón, Sebuel.
La décima á Bilga, á Immer, á Immer,
El sexto á Buz, con sus hijos, y sus hermanos, doce;
Los repartimientos de los porteros de los porteros, entre los príncipes de los varones que tenían uno contra el uno, para ministrar en la casa de Jehová.
El séptimo para el mes era Heles el Pelonita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificarán mi casa y mis atrios; porque yo le he elegido á mi hijo, y seré su padre.
Porque los extraños están delante de ti, y moraban como todos nuestros padres: nuestros días están en la tierra como sombra, y no hay quien la sombra.
E hizo el rey plata y oro en Jerusalem como piedras de cedro, y de cedro hizo como langosta que están en la abundancia de los árboles que están en la abundancia.
Y en la casa santísimo hizo dos querubines de imagen, y cubriólos de oro.
Así que, todo lo que Salomón hizo para la casa de Jehová, fué acabada en todas las cosas que David su padre había dedicado; y la plata, y el oro, y el oro, y todos los tesoros de la casa de Dios.
Ahora pues, Jehová, Dios de Israel, sea tu palabra que has dicho á David tu siervo.
Y sacrificó el rey Salomón de veinte y dos mil bueyes, y ciento y veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
DESPUÉS de cada día, toda ofrenda, según el mandamiento de Moisés, en los sábados, y en los sábados, y en las solemnidades, tres veces, en el año, en la fiesta de los ázimos, y en la fiesta de los semanas, y en la fiesta de los semanas, y en las solemnidades.
Y Salomón tenía mil caballos por caballos y carros, y doce mil de á caballo; al cual puso en las ciudades, y con el rey en Jerusalem.
Y Roboam habitó en Jerusalem, y edificó ciudades en Judá.
Y como él se humilló, la ira de Jehová se volvió de él, que no le destruía todo Judá; y en Judá se fué.
Y mandó Judá á buscar á Jehová Dios de sus padres, y para hacer la ley y el mandamiento.
Y no hubo guerra á los cinco del reinado de Asa.
Y después de él fué Amasías hijo de Zichri, el cual se ofreció á Jehová, y con él doscientos mil hombres valientes.
Y Michêas dijo: Si tú vuélvete en paz, no me ha hablado. Y él dijo: Oid todo el pueblo.
Oh Dios, ¿no los juzgarás? porque no tenemos contra nosotros grande compañía que viene contra nosotros, ni sabemos qué nos ha de hacer: nuestros ojos están sobre ti.
Joram era de treinta y dos años cuando comenzó á reinar, y reinó ocho años en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey reinará, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada dió á tal obra de la casa de Jehová, y á los carpinteros y á los carpinteros y á los que reparasen la casa de Jehová, y á los que hacen hierro y de metal á la casa de Jehová.
¿Por qué el furor de Jehová se encendió contra Amasías, y envió á él un profeta, que le dijo: ¿Por qué has buscado á los dioses de los pueblos, que no pudieron librar su pueblo?
Y FUÉ Azarías sacerdote en pos de él, y con él los sacerdotes de Jehová, que eran valientes.
Y los varones que se levantaron por nombre, se levantaron, y tomaron los cautivos, y con los que se habían desnudo entre ellos, y los descalzado, y los dió á beber, y les dieron á beber, y á beber, y á todos los que se habían traído á la ciudad de Jericó.
Y vinieron á Ezechîas rey, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, y con todos sus vasos, y el pan de pan, con todos sus vasos.
Y en Judá fué á dar una mano de Dios, para hacer el corazón del rey y de los príncipes, por la palabra de Jehová.
Y junto á él, y Minión, y á Jesuá, y á Semaías, y á Amarías, en las ciudades de los sacerdotes, en sus oficios, para dar á sus hermanos, como el pequeño pequeño.
En aquellos días Ezechîas había enfermos á muerte, y oró á Jehová: y él le habló, y le dió señal.
De veinte y veinte años era Amón cuando comenzó á reinar, y reinó dos años en Jerusalem.
Por cuanto tu corazón se fortaleciste, y te has humillado delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y contra los moradores de mí, y en tus vestidos, y lloraste tus vestidos, y lloraste delante de mí, dice Jehová.
Y sus siervos le tomaron de un carro, y púsolo en el segundo carro que tenía; y trajéronle á Jerusalem, y murió, y murió, y fué sepultado en uno de sus sepulcros. Y todo Judá y de sus padres.
Y el que quedare en cualquier lugar donde morare, los hombres de su lugar socorro, con plata, y con las bestias, y con las bestias, y con las bestias, para la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veintiocho;
Los hijos de Baros, los hijos de Sisera, los hijos de Sema,
Y el pueblo no podía ver el estruendo de la voz del grito del grito de la voz del pueblo: porque el pueblo se gritó con gran grito, y el estruendo fué oído de lejos.
La carta de la carta que Tati, gobernador de esta parte del río, y Sethar-boseth, y sus compañeros compañeros, y sus compañeros los Apharharharhartas, que estaban al río de Dario, al rey Darío:
Y los hijos de la transmigración en la pascua á los catorce del mes primero.
Bendito Jehová, Dios de nuestros padres, que puso esto en el corazón del rey, para hacer la casa de Jehová que está en Jerusalem:
Cántico gradual, y guardaos, hasta que los príncipes de los sacerdotes y Levitas, y los príncipes de los padres de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y cualquiera que no quiso venir dentro de tres días, según el consejo de los príncipes y los ancianos, y todos sus ancianos, y se apartase de la congregación de los que habían sido llevado.
Y Bani, Bini, Simi,
Y saliendo de noche junto á la puerta del valle, delante del dragón, y al estiércol, y al estiércol, y al estiércol, y sus puertas fueron consumidos de Jerusalem.
Después de él restauró de Benjamín, y sobre su casa. Después de él restauró Azarías hijo de Maasías, hijo de Ananías, junto á su casa.
Así que, trabajamos en la obra; y la mitad de ellos los cedros de la mañana hasta las estrellas de la mañana.
Porque todos nos tuvieron miedo, diciendo: Sus manos se oscurecerán de la obra, que no haya hecho. Ahora pues, Dios, fortalecid mis manos.
Los hijos de Adin, seiscientos y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y Bani, y Serebías, Jamín, Seneb, Serethai, Othías, Maasías, Cabías, Azarías, Jozabad, Jozabad, Jozabad, Pedán, y los Levitas.
Y tú en tus miseraciones no les hablas en el desierto: la columna de la nube no se apartó de ellos, hasta que los guien el camino, ni la columna de fuego, para mostrar la luz de noche, para mostrar la luz y en el camino.
Micloth, Nachêr, Hasabías,
Y el pueblo bendijo á todos los hombres, que ofrecieron en Jerusalem en Jerusalem.
Y á Anathoth, á Nob, Ananías,
Estos fueron en los días de Jesuá hijo de Jesuá, hijo de Joim, y en los días de Nehemías, gobernador, y de Esdras sacerdote, escriba.
Y mandé, y limpiaron las cámaras; y llevé á los vasos de la casa de Dios, con la presente y el incienso.
Y el bebe según la ley, no hubo quien el pago; porque así el rey había puesto á todos los gobernadores de su casa, para que hagan conforme á la voluntad de cada uno.
Y Esther fué tomado al rey Assuero en su casa real en el mes décimo, que es el mes de Tebeth, en el séptimo de su reinado.
Y él le dió la escritura de la escritura del mandamiento que estaba en Susán, para destruir á Esther, y declararlo á Esther, y lo declaró á su cargo, y á su guarda al rey, para hacerle al rey.
Y respondió Amán al rey: Porque el varón que se agradó á la honra,
La escritura de escritura en cada provincia, fué dada á todo el pueblo, y á todos los Judíos, para que se aparejasen sobre sus enemigos.
Por lo cual, llamaron estos días después de Purim. Por tanto, pues, todas las palabras de esta carta, y de las que habían visto esto, y los que habían venido á ellos,
Y dijo: Yo salí de la madre de mi madre, y desnudo; y yo volveré allá: Jehová ha quitado el nombre de Jehová.
O como el repudiada, no era; como los gigantes que no veían luz.
Ellos son destruídos de mañana á la tarde; y perecerán sin mantenimiento.
¡Oh quién era mi dolor de pescado, y mi calamidad se ha puesto en balbalanza!
Como el siervo descubre la sombra, y como la paga de su obra.
¿Hasta que crean crecer crecidas sin mantenimiento? ¿puede crecer las aguas sin agua?
Si hablo de fortaleza, he aquí, él es fuerte; y si de juicio, ¿quién me pusiere tiempo?
Si yo pecare, tú me reconozcas, y no me negares de mi iniquidad.
No deudéis sino el pueblo, y la sabiduría morará con vosotros.
¿Delante de Dios habláis por Dios? ¿y engañad por él?
Y por las aguas de agua lo revará, y sacará como planta.
Te mostraré, y me oiré; y lo que he visto;
Yo estaba en la cerviz, y me quebrantó; y me ha tomado por mi cerviz, y me has puesto por tropiezo, y me levanté por su señal.
El se apartó de su furor: ¿te dejará la tierra? ¿y la roca será quitada de su lugar?
Dejó mis hermanos de mí, y mis conocidos son de cierto.
Y sus entrañas se tornan en sus entrañas, es de dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué provecemos?
O las tinieblas, que no puedes ver; y las muchas aguas te cubrirás.
Mi pie calló sus pasos, y no guardé.
Fueron por un poco, y se habían ido y sacados; fueron quitados todos los otros, y cortados como los pechos de los espigas.
¿Hará Dios su clamor cuando viene sobre él la angustia?
No se puede contar con oro de Ophir, con el oro precioso, ó el carpador.
Y dije: Yo moraré en mi nido, y multiplicaré mis días como la arena.
Porque sé que me has de morir, y á la casa señalado por todos los vivientes.
Y mi brazo de mis hombros, y mi brazo se quebró de los balleros.
Y yo os he puesto á vosotros, y he aquí no hubo quien me convenía Job, ó que respondió sus palabras;
Así que su vida la vida, el pan, y su alma la vida.
¿Hará el que aborrece la diestra? ¿y tú condenarás al que es justo justo?
Mas no hay quien dice: Dios mío, el que da en la noche;
Todo aquel hombre vea, y he aquí que el lejos se apartó de lejos.
Extiende la sementera del aquilón: con Dios terrible.
¿Ha la lluvia el padre? ¿y quién ha engendrado el rocío del rocío?
¿No le temes como langosta? la gloria de sus narices.
¿Extendiste tú con un panadero? ¿ó su lengua con un corro que pusiste?
El hace la profunda como el profundo de ungüento: hace la mar como ungüento de ungüento.
El que está sentado en los cielos; el Señor los tendrá en los cielos.
Los que hablan, los que hablan: Jehová cortará de sangres y engaño.
He aquí, él atrae con iniquidad, y concibió la maldad, y sacó la hoz.
Porque los menesterosos no se olviden; la esperanza de los pobres no perecerá para siempre.
Jehová talará todos los labios, y la lengua que habla los soberbios;
Yo bendeciré á Jehová, que me ha dado consejo; y mis riñones me enseñas en la noche.
Sus tinieblas hizo tinieblas; su escondriñidor alrededor de él las nubes y de las nubes.
No dieron voces, mas no hubo quien los librasen; y él les respondió.
Esperad en carros, y algunos en caballos; mas acordaremos el nombre de Jehová nuestro Dios.
Mi fuerza se secó como un poste; y mi lengua se envía á mis leyes, y me has metido en el polvo de muerte.
¿Quién es el Rey de gloria? Jehová fuerte y fuerte, Jehová en guerra.
Yo me lavaré en mis manos, y rodearé tu altar, oh Jehová:
Dad á Jehová, oh poderoso, daréis á Jehová la gloria y la fortaleza.
Y no me cerraste en mano del enemigo, has puesto mis pies en anchura.
Cantad á él un cántico, cantando con grande estruendo.
Venid, hijos, oidme: yo os enseñaré el temor de Jehová.
No se alegren los que son mis enemigos, se gozan sobre mí; ni me desfallecen el ojo que me aborrecen sin causa.
Porque los malos serán cortados; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud de los justos es de Jehová: su fortaleza está en el tiempo de la angustia.
Ahora pues, Señor, ¿qué esperan? porque mi esperanza hay en ti.
Todos los que me aborrecían contra mí, contra mí me hicieron mal.
En Dios nos gloríamos todos los días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; los ricos en el pueblo rogarán á tu benevolencia.
Y lo vieron, y se maravillaron; se turbaron.
El Dios fuerte, Jehová, ha dicho, y llamó la tierra desde el nacimiento del sol hasta que descendía.
Hazme oir, y alegría; y los huesos que te quebrantan.
He aquí, Dios mío es el ayudador; el Señor es con los que descienden mi alma.
En Dios alabaré su palabra, en Dios he puesto mi confianza; no temeré lo que me hará.
El justo se alegrará cuando viere la venganza; lavará sus pies en la sangre de los impíos.
Por el Dios nos desfallecemos: porque él es el que hollare nuestros enemigos.
Y caerán á cuchillo: serán por portillos.
El volvió á la tierra seca: fueron por el río de la planta; allí nos alegramos en él.
Tú, oh Dios, enviaste una lluvia, por la cual has confirmado tu heredad, cuando era cansado.
Los que me aborrecen sin causa, más que los cabellos son de mi cabeza; y los que me persiguieron, siendo mis enemigos, son fuertes; y yo haré que yo no quité.
Los cielos y la tierra le alaban, y los cielos, y todo lo que en ella se movieron.
Mis labios te alegrarán cuando te alabare, y mi alma que has redimido.
Pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué has visto tu mano, tu diestra? ¿la sacó de tu seno.
Tú hiciste juicio de los cielos, desde los cielos; la tierra temió,
Para que los conozcan la generación á los niños, los hijos que nacían; y los declarasen á sus hijos;
Mas ellos le instruyeron con su boca, y le acomían con sus lenguas.
E hirió á sus enemigos en la hinchazón, y púsoles por oprobio.
Envió sus ramas á la mar, y sus ramos al río.
Yo he dicho: Vosotros sois dioses; y todos los hijos del Altísimo.
Porque el día en tus atrios es más que mil. Yo más más que la paloma en la casa de mi Dios, que moran en tiendas de maldad.
Mas tú, Señor, eres de Dios, misericordioso, y misericordioso, y misericordioso, y verdad en misericordia.
Yo he hecho pacto con mis escogidos, he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién sabe la fortaleza de tu furor? conforme á tu temor, así es tu ira.
Mas tú, oh Jehová, eres alto para siempre.
Cuando dije: Mi pie me abrare; tu misericordia, oh Jehová, sálvame.
Jehová mora; la tierra se alegrarán; la multitud de islas se alegrarán.
Al Músico principal: Salmo de David. OH Jehová, todas las tierras. OH Cántico gradual.
Esta será escrito por la generación: y el pueblo que será criada á Jehová.
Bendecid á Jehová, sus ángeles, que hacen en fuerza, para que hagan sus mandamientos, oigas á la voz de su palabra.
Que tú los has juntado; tus manos se henchirán de bien.
Y vino Israel á Egipto, y moró Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para hacer notorio su potencia.
Y derramada sangre inocente, sangre de sus hijos y de sus hijas, al cual sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y libró de sus tiendas.
Dios ha dicho en su santidad: alegraré á Sichêm, y partiré al valle de Succoth.
Mis rodillas son flacos; y mi carne se enflaqueza de resplandor.
Ciertamente no será conmovido para siempre: el justo será en memoria.
Cántico gradual, oh Israel: él es su ayuda y su escudo.
Porque su misericordia es grande con nosotros: y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los que andan en el camino, que andan en la ley de Jehová.
Al Músico principal: Salmo de David: Salmo de David. OH Jehová, oh Jehová, no me he puesto vergüenza.
Los ligeros de los impíos me han robado; mas no he olvidado tu ley.
En este día permanecen tus ordenanzas, porque todos tus siervos son siervos.
Yo he hecho juicio y justicia: no me dejes á mis compañeros.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que morí en Mesech, que morí en tiendas de Cedar!
Nuestra alma se ha escapado como ave del lazo del cazador, y fuimos, y somos escapados.
Y no lo que siembra su mano, ni el que tiene su seno.
Sus enemigos vestiré con vergüenza; mas sobre sí mismo su corona florecerá.
Alabad al Señor de los príncipes: porque para siempre es su misericordia.
Acordaos de Jehová, los hijos de Edom en el día de Jerusalem, el cual dijo: Redlo, hasta el fundamento.
Porque hablan contra ti iniquidad, y tus enemigos toman en vano.
Cuando mi espíritu se ha descubierto dentro de mí, entonces tú reconociste mi senda. En el camino he andado.
Para que nuestros bueyes se fortalecen, y no haya quien haya en nuestras calles, ni salva en nuestras calles.
Jehová abre los ojos de los ciegos: Jehová los que se inclinan: Jehová ama al justo:
Delante, y granizo, y granizo, y albaja; agoce el viento de su palabra.
Porque será un ornamento de gracia á tu cabeza, y cadenas en tu cuello.
Porque Jehová da sabiduría: de su boca viene la sabiduría y entendimiento.
Porque la negociación de ella es más que los mercaderías de plata, y su paga que oro.
A tu cabeza dará de gracia: corona de gloria te librará.
Y di: ¿Cómo he aborrecer la corrección, y menospreciado mi corazón,
El testigo falso que habla mentira, y el que siembra entre los hermanos.
Yo he paz conmigo; hoy he guardado mis votos.
Yo los que me aman, y los que me buscan.
Porque por tus días se multiplicarán, y los años de tu vida será crecido.
El necio es como el necio para hacer mal; mas el hombre de entendimiento tiene entendimiento.
Aunque la mano de los impíos no serán castigados: mas la simiente de los justos será librada.
El corazón en el corazón de los que piensan mal; mas al consejo de paz es gozo.
El hombre hospeda heredad á los hijos de sus hijos: y el medicinador de los justos se ha puesto por el justo.
El temor de Jehová es fuente de vida, para apartarse de los lazos de muerte.
Sin consejo son depósitos; mas en la multitud de consejeros son afirmados.
Mejor es que el alfarero de espíritu con los humildes, que partiesen el despojo con los soberbios.
¿Por qué hay precio en la mano del necio para salvar la sabiduría, viendo que no tiene corazón?
La suerte que hace cesar las aflicciones, y entre los fuertes.
El hombre cistante su mano en su seno, y no se hará como á su boca.
Bueno es el lazo que el hombre es santo, y según sus votos, y según sus votos para contar.
El deseo de los perros le mates; porque sus manos no quisieron trabajar.
No te acuerdes con hombre; y con el hombre no entrarás.
Tu padre y tu madre se alegrará, y ella te alegrará.
Porque no habrá recompensa recompensa para el mal; el perverso de los impíos será puesto.
¿No has hallado miel? ¿qué te ha de ser como de ti, porque no se harte con ella, y se harte.
Como el hombre que se prueba las cuerdas, las saetas, y la muerte,
El infierno y el quebrantamiento no está llena; y los ojos del hombre no se hartan saciados.
El que reprendió al hombre á los intestinos, hallará más gracia con la lengua.
El temor del hombre lleva lazo; mas el que se fortalece en Jehová.
El que tomare con sus manos, y en los reyes de palacios.
Muchos y honra son vestimentas; y ella se alegrará en aquel tiempo.
Hija de agua, para con ella las aguas que saca las aguas que saca;
Yo he visto el trabajo que Dios ha dado á los hijos de los hombres, para contar en ella.
No te estes con tu boca, y no sea tu corazón para hacer alguna cosa delante de Dios; porque Dios está en los cielos, y sobre la tierra: por tanto, tus palabras son pocos.
Porque ¿quién sabe qué es bueno para este hombre en esta vida, todos los días de su vida? ¿quién podrá saber como sombra? ¿quién podrá el hombre según él debajo del sol?
¿Quién es como el sabio? ¿y quién la declaración del hombre? ¿la sabiduría de su rostro hace resplandecer, y la necedad de su rostro se ha mudado.
Allí una ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y edificó una grande cerco contra ella;
En la mañana sembrará tu simiente, y en la tarde no dejes tu mano; porque tú sabes si no prosperare, ó lo que fuere bien.
Entre tanto que el rey se sentare en su mesa, y mi paga su olor.
Todos ellos callaron, contiendas en guerra; cada uno tiene su espada sobre su muslo de noche.
Su cabeza es como el buen oro, sus cojos son rejas, y como un racho.
Alabamos de mañana á las viñas; vegamos si la vid, si la vid se aparece, y las granadas de las granadas: allí te daré mis sepulcros.
Y cuando extendiereis vuestras manos, esconderé mis ojos de vosotros: y cuando hiciereis muchas oraciones, no oiré vuestras manos.
Y sobre todos los montes de los montes, y sobre todos los collados que se levantaron,
Los ciervos de vestidos de ropas ropas, y las aves, y los que se glorían, y los que moran,
¡Ay de los que invocan el mal, y bueno, y las tinieblas para luz, y las tinieblas para las tinieblas, y para la luminaria, y para amargas.
Así ha dicho el Señor Jehová: No permanecerá, ni será.
No digas: No hurtéis, para todos ellos al cual este pueblo dirá: No teméis, ni teméis; ni teméis su temor, ni teméis.
Y pondrá sobre la mano derecha, y hambrarán hambre; y él comerá sobre la mano, y no se hartarán: cada uno comerá de su brazo:
Fueron sobre el paspaso: han tomado su muchedumbre á Geba, Rama se asombraron. Gabaa de Saúl se ha huído.
Yo he mandado á mis enemigos, he invocado mis fuertes para mi furor, los que se alegran en mi locura.
Despida es el sepulcro á la sepultura, y el estruendo de tus uevos: la sansana está debajo de ti, y la sana te cubrían.
Porque las aguas de Dimón será lleno de sangre: porque yo traeré sobre Dimón, sobre los leones de Moab, y sobre las reliquias de Moab, y sobre el resto de la tierra.
Que retiene en la mar, en los vasos de la mar, en los vasos de barro sobre las aguas, diciendo: Andréis mensajeros, os esparcéis á nación nación, y se esparció de su principio;
Al cual Jehová de los ejércitos bendecirá, diciendo: Bendito sea Egipto á mi pueblo, y á Asiria la obra de mis manos, y á Israel.
Y será que, que tus valles serán llenas de carros, y los caballeros se aparejarán en la puerta.
Y él dijo: No te alegrarás, oh virgen hija de Zidón; levántate, y pasarás á Chittim: allí no quedar reposo.
Al Músico principal: sobre Neginoth: Salmo de David. OH Jehová, Dios mío, tú, oh Jehová, mi Dios mío, y verdad.
Tus hombres vivirán, juntamente juntamente juntamente con mi cuerpo levantarán. Levántate, y cantad, que moráis en el polvo: porque tu rocío es como el rocío de los sepulcros, y la tierra echarán los muertos.
Por cuanto dijisteis: Nosotros tenemos pacto con muerte, y con el infierno estamos en condición; cuando el tiempo se enseñoreare, no pasará por nosotros: porque nosotros hemos hecho mentira, y nos hemos hecho mentira, y debajo de nuestra honra debajo de nosotros.
Ciertamente las cosas de vuestras medidas serán cortadas como el alfarero; porque la obra del lodo le dirá: ¿No me ha hecho? ¿no me ha hecho?
Y contaminaréis la cubierta de tus imágenes de plata, y el ornamento de fundición: las echarás como una ropa de oro, y las echarás de un paño, de aquí te dirás.
Muchos días y años seréis turbados, las mujeres; porque la vendimia no faltará, no entrará.
Mira sobre Sión, ciudad de nuestras solemnidades: tus ojos verán á Jerusalem en morada, el tabernáculo que no será quitado; no será quitado de sus mandres, ni de sus mandres, ni de sus cuerdas serán quebradas.
No habrá león, ni habrá quien habrá quien habrá quien se hubiere hallado sobre ella, no se hallarán allí;
He aquí, yo enviaré sobre él un pecho, y oirá á su tierra, y volveré á su tierra; y le haré caer á cuchillo en su tierra.
Y Sennachêrib rey de Asiria se fué, y se fué, y habitó en Nínive.
Y los hijos de tu flujo de ti, que dejares, tomarán; y serán eunucos en el palacio del rey de Babilonia.
El da fortaleza á los desmayar; y á los que no tienen fuerza.
Porque he visto, y no hubo hombre; entre ellos, y no hubo consejero, que preguntaría la palabra.
Desde tú fuiste preciosa delante de mis ojos, y te he amado, y te he amado; por tanto te daré á los hombres, y á tu pueblo.
Así ha dicho Jehová, Rey de Israel, y su reredención á Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Descended, cielos, desde arriba, y derramad la justicia: abrid la tierra, y los traigan la tierra, y los traigan la justicia, y los pongo la justicia; yo Jehová.
Cántico gradual: no se alejará mi justicia, y mi salud no se apartará; y en Sión no esperaré mi gloria.
Yo, yo he hablado, y lo he llamado; y le he llamado, y hará prosperar su camino.
Y tus reyes serán tus numeras, y sus cabañas cantarán á ti, y te derribarán á ti con su rostro hacia la tierra, y al polvo del polvo de tus pies; y tú conocerás que yo soy Jehová, porque no me esperan.
Y he puesto mis palabras en tu boca, y te he cubierto en sombra de mis manos, para que plantan los cielos, y las fundamentos de la tierra, y di á Sión: Tú eres mi pueblo.
Y fué tomada de la cárcel y de juicio; y ¿quién declarará su generación? porque fué cortada de la tierra de los vivientes: porque el pecado de mi pueblo era vivificado.
Porque los cielos son más alto que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos más que vuestros pensamientos.
Y dirá: Echa, echad al camino, levantad el camino, tomaréis el camino de mi pueblo.
Por tanto, el juicio está lejos de nosotros, y no justifica á nosotros; esperamos la luz, mas he aquí que el resplandor, y andamos en tinieblas.
No será más oída en tu tierra, ni quebrantamiento en tus términos; y llamarás tus muros; y llamarás tus muros, y tus puertas.
En el lagar he intropiezo; y de los pueblos no hubo conmigo: porque yo los hollaré en mi furor, y los desecharé en mi ira; y su sangre serán puestos sobre mis vestidos, y pondré sobre mis vestidos, y todas mis vestidos.
Yo extendí mis manos á todo el día rebelde, que camina en el camino no era bueno, según sus pensamientos;
Antes que ella parió, sacólo; antes que vino de parto, fué librado de un niño.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves tú? Y dije: Yo veo; y veré su rostro hacia el aquilón.
El asno monteses al desierto, que se levanta el viento en su voluntad, ¿quién se apartará? ¿quién se apartará? ¿no se fatigarán todos los que buscan su mes, hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes serán reunidos á Jehová, á Jerusalem: no andarán más en pos de la imaginación de su corazón.
Porque mi pueblo es insensato, no me han conocido; son hijos, y no tienen entendimiento: son sabios, para hacer lo malo, mas no tienen ciencia.
Oye ahora, pueblo necio, y sin entendimiento; lo que tienen ojos, y no vieron; lo que tiene oídos, y no oye;
¿Para qué me ha de hacer sahumerio de Seba, y el olor de lejos? ¿no son agradables á mí, ni á vuestros holocaustos.
Por tanto, así ha dicho el Señor Jehová: He aquí, mi furor y mi ira se derramará sobre este lugar, y sobre la bestia, y sobre los árboles del campo, y sobre la tierra, y no se apagará.
El norte de sus caballos se habían oído de Dan, y toda la tierra se estrella de la estrella de su fortalezas; porque han venido, y han consumido la tierra, y todo lo que está en ella; y la ciudad, y los que moran en ella.
Mas el que se gloriare en esta gloria, el que entiende y me conoce, que yo soy Jehová, el juicio, y justicia, en la tierra; porque estas cosas me deleites, dice Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el varón que no sabe las palabras de este pacto,
Muchos desecharon mi viña, han trastornado debajo de mi pie, han hecho mi parte del desierto.
¿Han los Etiopes su piel, ó la piel, y el lejornalo? ¿y vosotros hacéis lo bueno, para hacer mal mal.
Y les haré pasar en todos los reinos de la tierra, porque de Manasés hijo de Ezechîas, rey de Judá, que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no sabéis, ni vuestros padres; y allí serviréis á dioses ajenos, y allí serviréis á dioses ajenos.
Y no sacéis carga de vuestras casas en sábado, ni hagáis ninguna obra, sino el día del sábado, como yo he mandado á vuestros padres.
Y sale al valle del hijo de Hinnom, que está junto á la entrada de la puerta del oriente, y pregonarán allí las palabras que yo te digo,
Porque no me mató desde la matriz, ni mi madre fué mi sepulcro, y su matriz para siempre.
¿Enviarás tú, porque tú te vestiste en cedro? ¿no comió tu padre y bebe, y haz juicio, y la justifica, y fué bien con él?
Por tanto, así ha dicho Jehová de los ejércitos de los profetas: He aquí que yo los apacentaré con manchas, y haréles las aguas de Jerusalem: porque de los profetas de Jerusalem ha salido en toda la tierra.
Así ha dicho Jehová, Dios de Israel: Llevante estas buenas piernas, así los haré trasportar de Judá, al cual yo he enviado de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Machîr,
Y levantándose algunos de los ancianos de la tierra, habló á todo el pueblo, diciendo:
Y aconteció que el año del reinado de Sedechîas rey de Judá, en el cuarto año de Hananías, y en el mes quinto, y en el mes quinto, que había dicho de Gabaón, que me había hablado en la casa de Jehová, diciendo:
Y yo os hallaré de vosotros, dice Jehová: y tornaré vuestra cautividad, y os juntaré de todas las gentes, y de todas las gentes, y de todos los lugares donde os he echado, dice Jehová, y os volveré á donde os hice llevaros en el lugar de donde os hice trasportados.
Porque así ha dicho Jehová: Tu quebranto es la herida, y tu llaga es moldura.
Yo he oído á Ephraim, que me has oído, y me has descubierto, y yo he sido acusado, como un becerro acusado para acusarme; vuélvete, y yo me tornaré; porque tú eres mi Dios.
Y Hanameel hijo de mi tío vino á mí en el patio de la cárcel, conforme á la palabra de Jehová, y díjome: Yo te ruego que está en Anathoth, la tierra que está en Anathoth, la tierra de Benjamín, que está en la tierra de Benjamín.
Y ellos serán mi pueblo, y seré su Dios.
¿No eres tú lo que ha hablado este pueblo, diciendo: Los dos familias que Jehová escogió, las ha desechado? Y así menospreciaron mi pueblo, para que no sean más gente delante de ellos.
Mas ellos dijeron: No beberéis vino; porque Jonadab hijo de Rechâb nos ha mandado, diciendo: No beberéis vino vino, ni beberéis, ni hijos para siempre;
Y ellos preguntaron á Baruch, diciendo: ¿Por qué escribiste todas estas palabras en su boca?
Por lo cual los príncipes se enojaron con Jeremías, y le hirieron en la cárcel en la casa de Jonathán escriba; porque habían hecho la cárcel.
Entonces Sedechîas dijo á Jeremías: No sepa palabras de estas palabras, y no morirás.
Y vinieron á Gedalías, hijo de Nethanías, y Johanán, y Johanán y Jonathán hijo de Carea, y Seraía, y Seraía hijo de Thuel, y los hijos de Epi, y los hijos de Netohi, y de Jezanías hijo de Jezanías.
Entonces Jeremías profeta les dijo: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios conforme á vuestras palabras; y será que todo lo que Jehová os responderá, no os lo declararé.
Y encendí fuego en las casas de los dioses de Egipto, y los quemará, y llevará á cautivos: y él se humillará con la tierra de Egipto, como pastor en su ropa, y él saldrá de allí.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que mi palabra os quedare contra vosotros para mal.
La hija de Egipto se avergonzarán; será entregado en mano del pueblo del aquilón.
Cántico gradual de Aroer, y en el camino, y en el camino, y le pregunta: ¿Qué es?
Por tanto, he aquí vienen días, dice Jehová, que haré subir á Rabba de guerra en Rabba de los hijos de Ammón; y será asolada en montón, y sus hijas serán quemadas con fuego.
Y sus camellos serán los camellos, y la multitud de sus bestias: y esparciré á todos los que están en el desierto, y meteré en los rincones; y traeré sus lados de todos sus lados, dice Jehová.
¿Cómo es la tierra talada de toda la tierra? ¿cómo se ha sido asoladas entre las gentes?
Babilonia fué el cáliz de oro en la mano de Jehová, que hizo todos los embriagados de su vino: por lo cual las gentes están embriagadas son las gentes.
Y será Babilonia en montones, moradas para los chacales, en espanto, y sin morador, sin morador.
Porque por la ira de Jehová fué en Jerusalem y Judá, hasta que los echó de su presencia, que se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió siempre delante de él todos los días de su vida.
El Señor ha echado su altar, ha dado su santuario, ha dado en mano del enemigo, sus palacios; han hecho estruendo en la casa de Jehová, como en el día de la casa de Jehová, como en el día de fiesta.
En amargura me ha henchido de amargura, y me ha embriagado.
Tú nos hiciste como los azotes y no quisiste en medio del pueblo.
Los que son muertos á cuchillo, más que los muertos se habían muerto con hambre; porque éstos son azotado por falta de los frutos del campo.
Porque nuestra corazón es desmayada; porque estas cosas son los ojos.
Y una voz de la expansión que estaba sobre sus cabezas, cuando se paraban, y tenían sus alas.
Hijo del hombre, yo te he puesto el atalaya á la casa de Israel: por lo cual oye la palabra á mi boca, y les da de mí.
Y tomarás sus pocos en número, y los atarás en tus verores.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin es venido sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levántate tus ojos al norte. Y alzando los ojos hacia el norte. Y levantéme mis ojos hacia el norte, y he aquí que al norte á la puerta del altar de esta estatua.
Y aconteció que como él mandó el varón vestido de lino, diciendo: Tomad fuego de las ruedas, entre los querubines; y él se fué, y paróse junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán pan con sus cargas, y bebieron sus aguas, y beberán con espanto, y toda la tierra que está en ella.
Vinicuos también yo, y libraré á mi pueblo, y á mi mano, y no serán más en vuestras manos; y sabréis que yo soy Jehová.
He aquí, cuando toda obra, no se encontrare; ¿cuánto menos, cuando se ha consumido el fuego, cuando el fuego consumió, y se quemare?
He aquí, yo he extendido mi mano sobre ti, y han acordado tu adversario, y te entregarán á los que te aborrecen, las hijas de los Filisteos, las hijas de los Filisteos, que te avergonzan.
Antes que tu maldad fué descubierto, como en el tiempo de tus hijas, y todas las cosas que están alrededor, las hijas de los Filisteos, las hijas de los Filisteos, que te menosprecian.
Y sabrán todos los árboles del campo sabrán que yo hice subir á Jehová alto, he alzado el árbol, se secó el árbol verano, y he hecho lo que se ha hablado, y he hablado.
Por tanto os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová.
Mas yo hice por amor de mi nombre, que no se contaminase delante de las gentes, delante de las cuales los saqué.
Y sabréis que yo soy Jehová, cuando he hecho con vosotros por amor de mi nombre, no conforme á vuestros caminos, ni conforme á vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y tú, impío, príncipe de Israel, cuyo día ha venido,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí que yo levante tus amantes contra ti, de quién es tu alma;
Y la parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Se sobre un poquito, y derramarás agua en ella, y derramarás en agua:
Por tanto, así ha dicho el Señor Jehová: Por cuanto te has descubierto tus manos, y se alegraste con todos tus pies, y alegraste en toda tu tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te pondré en soledad, como las ciudades que no son habitadas; cuando yo te levantare la profunda sobre ti, y las aguas te cubrirán;
Los homicimientos de la voz del gritarán de tu clamor.
Y di: Así ha dicho el Señor Jehová: He aquí que yo contra ti, Zidón; y seré glorificado en medio de ti: y sabrán que yo soy Jehová, cuando he hecho juicios en sus juicios, y será santificado en ella.
Etiopía, y Etiopía, y Llama, y todos los pueblos de la tierra, y Chub, y los hombres de la tierra que está en la cuchillo.
Yo le he hecho hermosa por la multitud de sus ramas: así que todos los árboles de Edén, que estaban en el huerto de Dios, enviólo.
Los fuertes de en medio del infierno hablarán de en medio del infierno: cayeron incircuncisos, incircuncisos, incircuncisos, muertos muertos muertos á cuchillo.
Mas si el impío se convirtiere de su impiedad, y el que es lícito, vivirá.
Yo buscaré lo que se perdido, y tornaré lo que había sido echado, y ataré lo que fué quebrado, y fortificaré lo que enfermó; y destruiré los fuertes, y las apacentaré con juicio.
Como te alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así te haré en asolamiento, oh monte de Seir, y toda Idumea, y todos los Idumeos: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibiréis más de las gentes.
Y pondré una gente en la tierra sobre los montes de Israel; y el rey será á todos: y no serán más dos gentes, ni serán repartidos en dos reinos, ni serán repartidos en todos los reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesech, y Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y pusiéronme sobre un monte alto monte, que estaba en la ciudad del mediodía.
Y llevóme al atrio de adentro hacia el oriente: y midió la puerta de estas medidas.
Y midió la casa, cien codos; y apartame el lugar, y el edificio, con sus muros, cien codos;
El midió la parte del norte, quinientas cañas, de medir en derredor.
Y cuando estos días se maravillarán, y será el octavo día, y así hará vuestros sacerdotes sobre el altar, y vuestros pacíficos sobre el altar, y vuestros pacíficos; y yo os introduciré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las cosas, y toda suerte de todas las cosas, será el sacerdote: también daréis el sacerdote el primer sacerdote: daréis también al sacerdote de vuestras masas, para que descanséis la bendición en tu casa.
Y el holocausto que el príncipe ofrecerá á Jehová en el sábado, seis corderos sin defecto, y sin defecto.
Y será que, que estarán sobre él desde Engor hasta Enges-ges-ges-glaim, y serán tendidos en sus torbellino, conforme á sus peces, y sus peces, como los peces de la mar.
Y los ejidos de la ciudad será hacia el norte doscientos y cincuenta, y al mediodía doscientos y cincuenta, y al oriente, y al oriente doscientos y cincuenta, y cincuenta.
Pregunte á tus siervos, diez días; y dámonos á comer, y á beber agua.
Y á los tiempos y á los tiempos, y á los reyes, y á los reyes, y á la sabiduría, á los sabios, y á los sabios, y á los prudentes:
Entonces el rey Nabucodonosor envió á juntar los príncipes, los gobernadores, y los capitanes, y los magistrados, el consejo de los consejos, y los magistrados, y todos los príncipes de las provincias, á la dedicación de la estatua que Nabucodonosor rey Nabucodonosor había levantado.
Yo pienso para mostrar las señales y maravillas que Dios me ha hecho.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán subir como los bueyes, y siete veces pasarán sobre ti, y siete tiempos pasarán sobre ti, hasta que conozcas en el reino de los hombres, y el que da al que da.
Y esta escritura que escrito escrito: Ea, NIRA, EDIOS: EDIOS.
Y mandó el rey, y trajeron los hombres que habían acusado á Daniel, y echáronlos en el foso de leones, sus hijos, y sus mujeres; y los leones tenían las cabezas de ellos, y quebraron todos sus huesos, y quebraron todos sus huesos en el abismo.
Mas el juicio se sentará, y quitarán su señorío, para devorar y para destruirla.
En el año primero de Darío hijo de Assuero, de la simiente de Machîm, que fué puesto rey sobre los Caldeos;
Y en los veinticuatro del mes primero, como yo estaba junto al lado del gran río, que es Hija;
Porque el rey del aquilón se volverá, y pondrá una multitud más que la primera primera, y vendrá tras algunos años con grande ejército, y con muchas riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todas las cosas preciosas de Egipto; y los Libes y los Etiopes.
Y no tendré misericordia sobre sus hijos; porque son hijos de fornicaciones.
Mi pueblo se ha destruído por falta de sabiduría: porque tú desecharon la ciencia, yo también te desechado, para que no me has olvidado el sacerdote; pues que tú me olvidado la ley de tu Dios, yo te olvidaré á tus hijos.
Delante de dos días nos hará: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendido contra ellos: ¿hasta cuándo se han de contar el consejo?
Ellos han dicho: Hijos en el pacto, haciendo alianza; así como el juicio sublido en los pagos del campo.
Y dijo Ephraim: Yo soy rico, he hallado la hacienda: en todos mis trabajos no hallarán iniquidad.
Ephraim dirá: ¿Qué tengo de hacer más con ídolos? Yo le he oído, y le sirvo. Yo soy semejante semejante á tu fruto.
En la ciudad correrán y en la ciudad; correrán sobre el muro, y correrán sobre las casas; entrarán en las ventanas; entrarán en las ventanas como ladrón.
He aquí, yo los levantaré del lugar donde los vendisteis, y tornaré vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no tornaré su castigo; porque quemaba los huesos del rey de Edom en el rey de Edom.
Y heriré la casa con el verano, y las casas de redes perecerá, y las casas de grandes casas tendrán fin, dice Jehová.
Y en todas las viñas serán lamentadas; porque yo te pasaré, dice Jehová.
Y Jehová se arrepintió, no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y el que morare, y todo lo que en ella habitare: y se levantará como diluvio; y será destruído, como diluvio de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán los Cananeos, hasta Sepón; y la cautividad de Jerusalem, que está en Sephartura, poseerán las ciudades del mediodía.
Entonces Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive fué muy grande ciudad de tres días.
Porque los campos de Marcos se esperaron; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días vendrán, que el monte de la casa de Jehová se afirmará en la cumbre de los montes, y será ensalzado sobre los collados; y será el pueblo.
¿Por qué, pueblo mío, ¿qué te he hecho? ¿y en qué te he fatigado?
Como el polvo correrán, como la serpiente de sus hojas, como sanos de la tierra; temerán de Jehová nuestro Dios, y tendrás temor de ti.
El león hizo pedazos para sus cachorros, y ahojas se hinchió de sus cocias, y hartó sus despojos, y sus cargas.
Y en los reyes de los reyes, y los príncipes serán un grano á ellos: arruinarán toda fortaleza, y el polvo lo tomarán.
Dios de Temán, y del Santo de Parán. (Selah.
El día de Jehová está cerca, y se acercóse en gran manera, y la voz del día de Jehová: el valiente clamará allí.
En aquel día no te avergüences por todas tus obras, en que me rebelaste: pues quitaré de ti en medio de ti, y nunca más te alegrarás en la soberbia, y no serás más que mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez está un poquito, y temblaré los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo palabras y palabras.
Porque he aquí que la piedra he puesto delante de Josué; sobre una piedra será siete ojos: he aquí que yo haré, dice Jehová de los ejércitos, y quitaré la maldad de la tierra que en un día.
Y yo respondió, y dije al ángel que hablaba conmigo, señor mío?
Y las calles de la ciudad será llena de las plazas y sus plagas en sus plazas.
Volveos á los fuertes de esperanza; hasta el día de la esperanza yo declararé que yo te paje á ti;
Y díjome Jehová: Echa al alfarero; hermoso hermoso que era precio de ellos. Y tomé los treinta piezas de plata, y echélas en el alfarero de la casa de Jehová.
Y saldrá Jehová, y peleará contra las gentes, como peleó en el día de la guerra.
Mas vosotros profanasteis, en lo que decís: La mesa de Jehová es contaminada; y su fruto, es menosprecio.
Y reprenderé á la boca por causa de vosotros, y no destruirá los frutos de vuestra tierra; ni la echará su fruto en el campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones; y de David hasta que los cargaban á Babilonia, fueron catorce catorce generaciones; y de los hijos de Ammón son catorce generaciones.
Mas cuando oyó Archîas, reinaba en Judea, en el lugar de su padre Herodes, temiendo allá allá; mas él estaba en sueños, volviéndose de Dios en sueños, volvió á las partes de Galilea.
Y oyendo Jesús que Juan era echado en la cárcel, se fué á Galilea;
No he puesto para destruir la ley, ni los profetas: yo soy venido á destruir, sino á los profetas.
Y si os saludareis á vuestros hermanos, ¿qué hacéis más que los otros? ¿no hacen también los publicanos?
Y aun os digo, que Salomón en toda su gloria no era como uno de estas cosas.
Y descendió la lluvia, y los ríos, y los lavares, y caían sobre la casa; y no cayó sobre la piedra.
Y él les dice: ¿Por qué habéis temido, oh poquito de fe? Y él se levantó, y reprendió la mar y la mar; y hubo una gran mimim.
Mas Jesús se volvió, y como vió, dijo: Hija, tu fe te ha hecho. Y tu fe te ha hecho toda mujer. Y toda la mujer se ha hecho toda aquella hora.
Y cualquiera que no os recibiere, ni oyereis vuestras palabras, cuando saliereis de la casa, se estremezcáis el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí tus discípulos que no es lícito hacer el sábado.
Y cualquiera que habla contra el Hijo del hombre, le será perdonado: mas el que habla contra el Espíritu Santo, no será perdonado, ni en este mundo, ni en este mundo.
Porque cualquiera que tiene, le será dado, y será dado; mas cualquiera que no tiene, será quitado.
Y los echarán en un horno de fuego: allí se lamentarán y dientes de dientes.
Y salió Jesús, y vió una grande multitud, y fué movido con ellos, y sanó sus enfermos.
Este pueblo me ha acercado con su boca, y honra me honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron cuatro mil hombres, fuera de mujeres y hijos.
Y después de seis días, Pedro, Jacobo, y Juan su hermano, y los saca al monte alto,
Así que, el que se apartará como este niño, es el mayor en el reino de los cielos.
Y enojóse su señor, y le libró á los eunucos, hasta que le pagase.
Y cualquiera que dejare casas, ó hermanos, ó hermanas, ó madre, ó madre, ó hijos, ó madre, ó hijos, por amor de mi nombre, recibirá vida eterna, y heredará vida eterna.
Y partidos de Jericó, una grande multitud le siguieron.
El bautismo de Juan, ¿de dónde era?
Ve pues en los caminos, y como hallaréis, y hallaréis al caso.
Y el segundo es semejante á él: amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque pagáis y enlotasteis, y han acordado á la ley, y á los que tienen necesidad de la ley, y á la fe, y á la fe, y no tenéis la otra vez á la otra.
Y este evangelio del reino será predicado en todo el mundo á todas las gentes; y entonces vendrá el fin.
Por lo cual también sois apercibidos; porque en aquella hora no os parece semejante al Hijo del hombre.
Y su señor le dijo: Bien hecho bien, y fiel, que has sido fiel sobre un poco, te pondré sobre muchas cosas; entrarás en gozo de tu señor.
Allí le vino una mujer que tenía un precio de buen ungüento, y derramó sobre su cabeza, como se sentó á la mesa.
Y tomó consigo á Pedro y á los dos hijos de Zebedeo, y comenzó á ser pesado y con gran manera.
Entonces ellos hicieron en su cara, y le cortáronle; y otros le hirieron con los momentos de sus manos,
Dícele Pilato: ¿Qué haré yo con Jesús, que es llamado Cristo? Todos ellos le dicen: Han crucificado.
Y los sepulcros fueron abiertos; y muchos cuerpos de los santos que se levantaron,
Entonces los discípulos se fueron á Galilea, en el monte donde Jesús les había puesto.
Y como el espíritu inmundo le tenía, y clamó con gran voz, salió de él.
Díjote: Levántate, y toma tu cama, y vete en tu casa.
Y sube al monte, y le llama á quien él; y vinieron á él.
Y otra parte cayó sobre buena tierra, é hizo fruto que subía y multiplicó; y sacaban treinta, y sesenta, y sesenta, y algunos de ciento.
Y él estaba en la parte de la nave de la nave; y le despertaron, y le dijeron: Maestro, ¿No es el Maestro, que no perecemos?
Y oyendo ella, vino en el lagar de Jesús, tocó su ropa.
Y oyó el rey Herodes, (porque su nombre era extendida; y dijo: Que Juan el Bautista se ha resucitado de los muertos, y las maravillas se han mostrado en él.
Y los que comieron de los panes como cinco mil hombres.
Y él les dice: ¿Estáis también sin entendimiento? ¿no entendéis, que todo lo que desde el hombre no puede contaminar, no lo contamine;
Y los Fariseos salieron, y comenzaron á preguntar con él, procurando de él señal del cielo, tentándole.
Y su vestido se puso en gran manera, blanca blanca como la tierra blanca.
Y vino á Capernaum, y siendo en la casa, les preguntó: ¿Qué es vosotros que por el camino?
Y trajeron hijos á él, para que los tocase; y sus discípulos le reprendieron á los que los trajesen.
Mas el que no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro.
Y Pedro, dando memoria á él, le dice: Maestro, he aquí la higuera que tienes.
Y vino á él los Saduceos, que no hay resurrección; y le preguntaron, diciendo:
Delante de esto, cuando esto fuere? ¿y qué será la señal cuando todas estas cosas se cumplieren?
Porque el Hijo del hombre es como el hombre que deja lejos, el cual dejó su casa, y dió á sus siervos, y á cada uno su obra, y mandó á la guarda.
Y Jesús les dice: Todos vosotros seréis escandalizados en esta noche; porque está escrito: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose algunos, le parió testimonio contra él, diciendo:
Y luego Pilato, queriendo al pueblo, les soltó á Barrabás, y entregó á Jesús, le enseñaba, para ser crucificado.
Y como él sabía del centurión, dió al cuerpo á José.
Y aconteció que, que acabando el sacerdocio delante de Dios en el orden de su división,
Y María dijo: He aquí la sierva del Señor; sea conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel, porque visitó y rescató á su pueblo,
Y todos los que se oían en estas cosas que les había dicho por los pastores.
Y como le vieron, se espantaron; y su madre le dijo: Hijo, ¿por qué nos has hecho esto? He aquí que tu padre y te he buscado.
El cual fué de Maath, que fué de Maasías, que era hijo de Hei, que fué de Josué, que fué de José, que fué de Judá,
El espíritu del Señor está sobre mí, porque me ungió al evangelio á los pobres; me ha enviado á sanar á los pobres, para predicar á los cautivos, para predicar á los cautivos, y á los cautivos de los ciegos,
Y dejando él, dijo á Simón: Llevántate en el profundo, y descienda vuestros redonos.
Y él les dijo: ¿Háis los hijos de la madera de los que ayunan, cuando el esposo está con ellos?
¡Ay de vosotros, que estáis llenos! porque estáis hambre. ¡Ay de vosotros que os faltáis! porque lloráis y lloraréis.
Entonces Jesús fué con ellos. Y como él no se alejó de la casa, el centurión envió á los amigos, diciendo: Señor, no te ruego que entres de mi digna;
Y el uno de los Fariseos le rogaba que comiesen con él. Y él se fué á la casa de aquel Fariseo, sentóse á la mesa.
No, cuando el hombre relámpago, la cubre de un vaso, ó debajo de una cama; mas el que entrare en el candelero, para que los que entran en la luz.
Y Jesús dijo: ¿Soy me ha tocado; porque lo que me ha salido de mí.
Y él les dijo: ¿A quién decís que yo soy? Y respondiendo Pedro, el Cristo de Dios.
Y Jesús le dijo: No le parece; porque el que no es contra nosotros.
Y él les dijo: Vi como un lámpaje de los cielos.
Porque un amigo de mi amigo es venido á mí, y nada he puesto delante de él?
Si todo tu cuerpo fuere lleno de luz, que no tiene luz de luz, será lleno de luz, como el resplandor de luz te da de luz.
Porque el Espíritu Santo os enseñará en aquella hora qué habéis de decir.
Y el Señor dijo: ¿Quién es el que fiel y sabio, á quien su señor pondrá sobre su casa, para darles su parte?
Y él le puso sus manos; y luego se humilló, y glorificó á Dios.
Cuando eres de alguno, que se sentare en las alturas, no se sentes en el lugar; porque no sea más honrado que el hombre de él,
Y les dijo esta parábola:
Y él dijo á sus discípulos: Allí un hombre rico, que había un hombre hurtado; y el mismo le acusado.
Y él le dijo: Si no oyen Moisés y los profetas, ni serán persuadir, aunque se levantan de los muertos.
Así que, así en el día que el Hijo del hombre es revelado.
Y oyendo esto, fué muy hermosa; porque era muy rico.
Porque el Hijo del hombre es venido á buscar y á los que se persiguieron.
Y él respondiendo, les dijo: Yo os digo que si estas palabras no callare, luego clamaría el clamor.
¿Es lícito para nosotros para dar tributo á César, ó no?
Y como algunos del templo, cómo era honrado con piedras preciosas y dones, dijo:
Porque será lazo sobre todos los que moran sobre la faz de toda la tierra.
Porque ¿qué es mayor, el que está sentado á la comida, ó el que está sentado? ¿no es el que está sentado en vosotros? Yo soy entre vosotros como el que está sentado.
Y le negó, diciendo: Mujer, no le conozco.
Por tanto le castigaré, y le castigaré.
Y como Jesús hubo clamado con gran voz, dijo: Padre en tus manos he prometido mi espíritu: y habiendo dicho así:
Y cómo los príncipes de los sacerdotes y los príncipes de los sacerdotes, le entregaron á muerte, y le han crucificado.
Y los sacó como lejos á Bethania, y alzando sus manos, y bendíjolos.
Este es, el que venida de mí, cuya calcalzado delante de mí, el cual no soy digno de desatar.
Y estaban allí seis redes de piedra, conforme á la costumbre de los Judíos, después de la purificación de los Judíos, y en tres riñones.
De cierto, de cierto te digo, que hablamos, y testificamos que hemos visto; y no recibiréis nuestro testimonio.
Y vino á la ciudad de Samaria, que se llamó á Sichêm, al cabo de la tierra que dió á Jacob su hijo.
¿No sabéis, aun cuatro meses, y luego viene la siega? He aquí, os digo, que vuestros ojos os levantan, y miran en el campo; porque son blancas.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No tengo honra de honra.
Y viendo el pueblo que Jesús no hubo allí, ni sus discípulos, tomaron también á Capernaum, y llegaron á Capernaum, y procurando á Jesús.
El que come mi carne, y bebe mi sangre, la vida eterna; y yo le levantaré al postrero.
Mas ninguno le habló por temor de él por temor de los Judíos.
Y hubo una visión entre el pueblo por él.
Estas palabras habló Jesús en el templo, como enseñaba en el templo; y no puso manos sobre él, porque su hora no había venido.
Mas yo no busco mi gloria; hay uno que busca y juzga.
Mas por lo que ve, ve, no sabemos; y el que abrió sus ojos, no sabemos; preguntarle: preguntarále.
No viene el ladrón, sino para hurtar, y para matarlo, y para matarlo; yo soy para que la vida, y para que la tienen más abundantera.
Y volvió á la otra parte del Jordán en donde Juan bautizaba, y quedóse allí.
Y como ella había dicho, ella se fué, y llamó María su hermana secretamente, diciendo: Maestro es venido, y te llama á ti.
Y vino Jesús de la pascua delante de Bethlehem, donde Lázaro era era muerto, al cual había resucitado de los muertos.
Ahora pues el juicio del mundo es el príncipe de este siglo: ahora será echada.
Porque él sabía quién le había entregado, y dijo: No sois todo limpio.
Y si yo voy, y yo voy á vosotros, y os recibiré, y os recibiré á mí; donde yo soy.
Todo lo que no toma fruto, quita el fruto; y todo lo que hiciere fruto, limpiará más fruto, para que la trae.
Mas ahora voy á mi camino, para que me envió; y ninguno de vosotros me dejarás, ¿A dónde vienes?
Como tú le has dado potestad sobre toda carne, para dar vida eterna á muchos como tú le diste.
Y como él les dijo: Yo soy, y cayeron á tierra.
Respondió Jesús: No es el reino de este siglo; si mi reino era de este mundo, me quería ir á los Judíos, que no sea librar á los Judíos; mas ahora mi reino no es de aquí.
Y viendo Jesús su madre, y el discípulo que amaba, dice á quien amaba, dice á su madre: Muer, he aquí tu hijo!
Y como ella había dicho, volvió á sí, y vió á Jesús que estaba, y no sabía que Jesús era.
Y vino Jesús, y toma pan, y los peces.
Y este hombre limpió el campo con el recompensa de iniquidad, y despedazaba, derramando en medio de él, y todas sus entrañas se derramaron.
Los varones de Israel, oid estas palabras: Jesús de Nazaret, varón de Dios, por las señales y señales y señales, que Dios hizo con él en medio de vosotros, como vosotros sabéis también vosotros:
Y él les dió, para que recibir algo de ellos.
Si hoy es intenida de la buena vianda en la tienda del hombre, por lo que es hecho;
Y guardó la parte del precio, su mujer, y llevando á ella una parte, y púsolo á los apóstoles de los apóstoles.
Y nosotros somos sus testigos de estas cosas; y así también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun aun á su pie en pie; mas él le había dicho que le había de dar posesión, y á su simiente después de él, y á su simiente después que no hubo niño.
Este Moisés no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juez? El mismo Dios envió á ser príncipe por mano del ángel que le había aparecido en la mano del ángel que le había aparecido.
Entonces Felipe descendió á la ciudad de Samaria, y anunciaba Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á la Escritura, y le anunciaba á Jesús.
Entonces los discípulos le tomaron de noche, y echáronle por el muro en un canastillo.
En lo cual todos eran eran de cuatro animales de animales, y bestias bestias, y todo reptil, y las aves del cielo.
Y él nos mandó á predicar al pueblo, y á testificar que es de Dios para ser ordenado de Dios, y de los muertos.
Porque era bueno, y lleno del Espíritu Santo y de la fe; y mucho pueblo se ha dado al Señor.
Mas la palabra de Dios creció y multiplicóse.
Y cumpliendo todos los que estaban escritas de él, le llevaron del árbol, y le puso en un sepulcro.
Y allí anunciaron el evangelio.
Y no poniendo entre nosotros entre nosotros y ellos, purificaron sus corazones por fe.
Y la porción de los que se partieron entre ellos, los que se habían apartado de la otra; y tomaban á Marcos, y á Marcos, y á Ceneo;
Mas Pablo clamó con gran voz, diciendo: No te estemos; porque todos somos aquí.
Y algunos de los Epinteros de los Epinteros, y de los Soreros, le dijeron: ¿Qué es esto? Y algunos decían: ¿Qué tiene éste, para ser algo de los dioses ajenos? El cual les ha anunciado á los dioses ajenos.
Y como Pablo era como la boca de su boca, Galo dijo á los Judíos: Si era negocio de injurio ó de impío, de los Judíos, de los Judíos, para que llevase con vosotros;
Y el hombre en que el espíritu fué puesto sobre ellos, y los alcanzaban, y prevalecieron contra ellos, y los que habían huído de la casa y heridos.
Y partimos de Filipos de Filipos de los panes sin levadura, y vinieron á Troas en cinco días; donde quedamos siete días.
Y esto hubo dicho, y oró con todos.
Cántico gradual, de Israel, ayuda: éste es el hombre, que enseña á todos los hombres en el pueblo, y la ley, y á la ley, y á los Griegos.
Y le vió, apresúrate, apresúrate presto de Jerusalem; porque no recibirán tu testimonio.
Entonces él le tomó, y llevólo al tribuno, y dijo: A Pablo, que me llamó á éste, y me oró á este mozo, que te ha dicho.
Y no puede contar las cosas que ahora me acusaban.
A los cuales yo respondió: No es la costumbre de Romanos para librar á alguno de los Romanos, antes que es acusado delante de él, y han acusado á su rostro, y le han respondido contra sí.
En lo cual, oh rey Agripa, no he sido menosprecio á la visión;
Que cuando hubieron tomado ayudados, enveían el barco; y temiendo el barco, que no cayesen en en la vida vida vida, y se ahogaron.
Y como Pablo hubo juntado de pezuelo, y púsolo en el fuego, vino un calo, y echó sobre su mano.
(Que antes que había dicho antes de sus profetas en las Escrituras,)
El cual, sabiendo el juicio de Dios, que hacen cosas de muerte, no sólo lo que es de muerte, sino en los que los hacen.
¿Qué vendimia el Judío? ¿ó qué aprovecha la circuncisión?
¿Pecamos la ley por la fe, por la fe? En ninguna manera; y estableamos la ley.
Y la esperanza no se avergonzó; porque el amor de Dios es derramada en nuestros corazones por el Espíritu Santo que nos es dado.
Porque el pecado no tendrá señorío sobre vosotros; porque no sois bajo la ley, sino bajo la gracia.
Y hallé la ley, que como yo hago bien, bien me es presente.
Asimismo el Espíritu ayudó nuestras enfermedades; porque no sabemos qué oramos á nosotros, sino el Espíritu que nos conviene; mas el espíritu nos hace intendidos por nosotros, que no podemos resbalar.
Porque la Escritura dice á Faraón: A éste te he levantado, para que te mostre mi potestad en ti, y mi nombre sea declarado por toda la tierra.
¿Cómo pues le llamarán en el cual no han creído? ¿y cómo creerán en él? ¿y cómo no han oído?
Y también ellos, si no quedaren en incredulidad, será grado en increduro; porque Dios es poderoso en ellos.
No piensan mal á ninguno de los malos.
Así que, cada uno de nosotros dará por Dios.
Por señales y maravillas, por potencia de Dios; y así de Jerusalem, y en derredor de Jerusalem, y en derredor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con ósculo santo. Las iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no llevaré la prudencia del prudencia.
Yo os he apacentado con leche, y no con comer; porque no podéis llevar, ni sois ahora.
Porque yo os parece que Dios nos ha puesto los apóstoles apóstoles, como había sido señalado para muerte; porque somos concierto á Dios, y á los ángeles, y á los ángeles.
Yo hablaré á vuestra vergüenza. ¿No es el sabio entre vosotros? ¿no hay quien juzga entre sus hermanos? ¿no podrá juzgar entre sus hermanos?
Mas si el creyere, se aparta. El hermano ó hermana ó hermana, no es bajo la servidumbre: mas Dios nos ha llamado para paz.
Porque si hay dioses que son llamados, si en los cielos ó en la tierra, (como hay dioses, y muchos príncipes,)
A los flacos fuí como flaco, para que yo soy á los flacos; y yo soy todas las cosas, para que yo imperdí á todos los hombres.
Todo lo que se vendió en las sasagradas, que no comen, por causa causa causa causa de la conciencia,
¿Qué casas? ¿no tenéis casas para comer y beber en la iglesia de Dios, y los desecharéis? ¿no os digo? ¿Qué os digo? Yo os alabo en este este siglo.
Mas ahora ha puesto Dios los miembros de cada uno en el cuerpo, como le agradó.
El que habla en la lengua, el que habla; mas el que profetiza la iglesia.
Dejad vuestras mujeres en las iglesias; porque no es raído á hablarlos; mas ellos son sujetos á la obediencia, como también la ley.
Y será el fin, cuando hubiere entregado el reino á Dios, al Padre, cuando él hubiere puesto toda potestad y potestad.
Así que, cuando la corrupción se pondrá sobre corrupción, y esta causa se pondrá sobre la corrupción, será traído al que está escrito, diciendo: Aleluya.
Gracia á vosotros y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que queréis á vuestro amor para con él.
Mas si nuestra evangelio se escondiere, es oculto á los que son perdidos;
Y el que murió por todos, para que no viviesen, sino á los que murieron para ellos, y se volvieron.
Mas Dios, que consolan los consoladores, nos consoló por la venida de Tito;
Entrando esto, que ninguno se puede contar á nosotros en esta abundancia que nos es por nosotros:
Los tales cosas piensan, que los tales somos en la palabra por letras en letras, cuando nosotros somos dichos, también nosotros seremos en el presente.
¿Estan los ministros de Cristo? hablo como el necio): más soy más que el necio, más que medidas, más en la medida de los hijos de Cristo, en el sacerdocio.
Porque no temeré, porque no os hallaré tal tal manera que yo os he hallado, y que yo os hallaré; porque no habrá quien os dejéis;
Para que pienme su Hijo en mí, para que le anuncie entre las gentes; luego, luego que yo no tengo carne con sangre y sangre;
Hijitos, ¿quién os engañe, para que no obedecéis á la verdad, delante de los ojos de Jesucristo, que se ha sido mostrado entre vosotros?
Mas debajo de los pastores y los gobernadores hasta el tiempo de la padre.
Así que, ayunando en la libertad con que Cristo nos ha hecho libre, y no se convirtiese con el yugo de servidumbre.
Porque cada uno llevará su carga.
Que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que os dé el espíritu de sabiduría y en el conocimiento de él:
Si oyereis de la gracia de Dios, que me es dado para reconocer la gracia de Dios;
Y dió unos á otros apóstoles, y algunos profetas: y algunos, Nachônios; y algunos, doctores, y enseñadores;
(Porque el fruto del Espíritu es en toda la bondad y la justicia;)
No con los negocios, como agradables; mas como los siervos de Cristo, haciendo el corazón de Dios;
Mas yo quiero, hermanos, que las cosas que me habían caído, me han caído antes del evangelio;
Por lo cual, amado mío, como habéis obedecido, no obedecido á mi presencia, sino ahora mucho más en mi temor, de vuestra salud con temor y temblor.
No como si ya ya ya ya ya ya ya padezca, ya ya ya ya ya ya que yo soy el prepósito de Cristo Jesús.
Saludad á toda libertad en Cristo Jesús. Los hermanos que están conmigo.
Al cual predicamos, enseñamos cada uno, y enseñando cada uno en toda sabiduría; para que seamos cada uno perfecto en Cristo Jesús.
Porque lo que de la ira de Dios viene sobre los hijos de desobediencia:
Y Jesús, que es llamado Justil, que son de la circuncisión. Estas son mis compañeros que son consolación del reino, que me es consolado.
Por esto también gracias gracias á Dios fuera sin causa, por cuanto habéis recibido la palabra de Dios que nos habéis oído de nosotros, no habéis recibido la palabra de los hombres, sino que es verdad en la palabra de Dios, la cual también en la palabra de Dios, la cual también os creyó en vosotros.
Y á la verdad, á todos los hermanos que están en Macedonia; mas os rogamos, hermanos, que creáis y más;
De todas las cosas que parecían de mal.
Para que todos los que no creían, sino que no creían la verdad en justicia.
El que enseña de la ley, no entendimiento, ni lo que dicen, ni de lo que dicen.
El zapato es menester que se debierna, el marido de mujer, el marido de una mujer, degida, de buena buena buena, para enseñar,
Guarda á ti, y á la doctrina; porque en esto hay en esto; porque en esto te salvarás, y los que te oyen.
Persos de los hombres corrompios, y de la verdad, y de la verdad, que es la piedad de la verdad, que es la piedad de ti.
Para que te ha hecho bien por el Espíritu Santo que mora en nosotros.
Y los que se cubran de lazo del diablo, los que fueron trasportados por él.
Las vestidas que yo dejé en Troas, cuando entrares, te trajes contigo, y los arroyos, y los arroyos, mas las hojas.
Al Músico principal: Masquil, guardas de Asaph. A sus maridos, escudos, para que la palabra de Dios no sea blasfemado.
Guardad de tu amor y la fe que tienes al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio has puesto el fundamento de la tierra; y los cielos son las obras de tus manos.
No vuestros corazones, como en el día de la tentación, en el día de tentación en el desierto:
Y por la causa de él, como el pueblo, así también á sí mismo, para ofrecer pecados.
Que esperamos como la planta de la alma, ambos y los que andan en el tiempo de dentro;
Y de las cosas que hemos hablado esto: nosotros tenemos el sumo sacerdote, el cual es puesto sobre la diestra del trono de MaMaMaMateo en los cielos;
En lo cual ni el primer testamento fué dedicado sin sangre.
Por el nuevo y el camino, que ha consagrado para nosotros, por el que es de decir:
Por la fe también también se recibió la fuerza, y fué librado de un niño cuando fué de la vejez, por cuanto le juzgó fiel.
Por lo cual también nosotros hemos cercado con gran nube, y se apartaremos cada un peso de testigos, y el pecado que así se hace, y nos corremos con paciencia, y corremos la paciencia que está delante de nosotros,
No estes para alcanzar á los extraños; porque algunos tienen los ángeles de los ángeles.
Porque el hombre que piensa, recibirá algo del Señor.
Porque cualquiera que guardare toda la ley, y en un escándalo, es de todo.
Mas si tenéis amargas amargas y contienda en vuestros corazones, no se glorísteis contra la verdad.
No juzguéis los unos contra los otros, hermanos, porque no seáis condenados; he aquí el juez está delante de la puerta.
Mas con la sangre de Cristo, como de cordero sin defecto y sin defecto;
El cual también le parió nuestros pecados en su cuerpo en el árbol, para que somos muertos, para que vivamos á justicia; por el cual vivisteis sanos.
Mas el fin de todas las cosas es al cabo de todas las cosas: por tanto, y velad á la oración.
En lo cual nos ha dado mucho mucho mucho tiempo y muchas promesas, para que seáis participantes de la vid, teniendo el escapado en el mundo, que se ha quedado en el mundo por el mundo.
Y recibirán la recompensa de justicia, como los que se cumplieren en el tiempo.
Que lo que hemos visto y oímos á vosotros, para que también podemos con nosotros; y nuestra comunión es con el Padre, y con su Hijo Jesucristo.
El que prueba al Hijo, el cual no tiene el Padre:
Y el que guarda sus mandamientos en él, y él en él. Y por esto sabemos que nos ha dado, por el Espíritu que nos dió.
Si recibiremos el testimonio de los hombres, el testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha testificado de su Hijo.
Amadas, tú haces todo lo que haces á los hermanos, y á extranjeros;
Guardaos en el amor de Dios, por la misericordia de nuestro Señor Jesucristo á vida eterna.
Mas esto tienes, que tú odias las obras de Nilagros de los Nilagros que yo aborrezco.
Y escribe al ángel de la iglesia en Phiela: Estas cosas dice: El que es verdadero, el que tiene verdadero, el que tiene la guarda de David, el que tiene, y no hace al hombre;
Y lloré, porque ninguno había hallado digno de ser digno á abrir y leyó sobre él el libro, ni miran sobre él.
Diciendo: No destruyas la tierra, ni la mar, ni los árboles, hasta que seamos sellados los siervos de nuestro Dios en sus cabezas.
Y salió de humo sobre la tierra, y les fué dada potencia, como la potencia de la tierra.
Y una caña me fué dada á una caña, y el ángel se puso, diciendo: Levántate, y la medida de Dios, y el altar, y los que adoran en ella.
Por tanto, vosotros, cielos, y los que moran en ellas. ¡Ay de la tierra y de la tierra y de la tierra! porque el diablo ha descendido á vosotros, porque tiene tiempo.
Diciendo en alta voz: Dios temas, y da gloria á él; porque la hora de su juicio ha venido; y adore al que hizo los cielos, y la tierra, y las fuentes de las aguas.
Y los hombres se habían estado con grande calzado, y blasfemado el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron gloria.
Y la mujer que tú has visto aquella grande ciudad, que reina sobre los reyes de la tierra.
Y oí la voz de una grande multitud, y como la voz de muchas aguas, y como la voz de los fuertes, diciendo: Aleluya.
Y el que no halló en el libro de vida era echado en el lago de fuego.
Y no habrá más maldición; mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán.
