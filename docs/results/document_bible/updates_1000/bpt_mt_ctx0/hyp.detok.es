En el principio Dios crió al cielo y la tierra.
Y la tierra era sin mandato, y las tinieblas, y las tinieblas estaba sobre la faz del abismo. Y el espíritu de Dios se motió sobre la faz de las aguas.
Y dijo Dios: Sea luz; y allí estaba luz.
Y viendo Dios la luz, que era bueno; y Dios repartió la luz de las tinieblas.
Y Dios llamó la luz á la luz, y las tinieblas llamó á Nara. Y la tarde y la mañana se llama y la mañana.
Y dijo Dios: Hástete en medio de las aguas, y las aguas de las aguas.
Y Dios hizo la flaqueza, y repartieron las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre las nubes
Y llamó Dios á la flaqueza. Y la tarde y la mañana estaban el segundo día.
Y dijo Dios: Di las aguas debajo del cielo se juntaron á un lugar, y se secó la tierra: y fué así.
Y Dios llamó la tierra en Earth, y la costa juntamente juntamente de las aguas llamaba, y el Dios que era bueno.
Y dijo Dios: Deja la tierra, la hierba, y el fruto de su especie, cuyo simiente está en ella, sobre la tierra; y fué así.
Y la tierra sacó la hierba, y la planta en su especie: y viendo Dios que era bueno.
Y la tarde y la mañana se la tarde y la mañana estaban el tercer día.
Y dijo Dios: Conforte en la flaqueza del cielo, para el día de la noche; y sean por señales, y por los días, y por días;
Y sean por condición de los cielos para dar luz sobre la tierra; y fué así.
Y Dios hizo dos grandes canas; el mayor que se enseñoreó el día, y las estrellas se enlutaba la noche: hizo las estrellas.
Y Dios los puso en la flaqueza del cielo para dar luz sobre la tierra,
Y al día y sobre la noche, y á la luz de noche, y vió á la luz de las tinieblas: y viendo Dios que era bueno.
Y la tarde y la tarde se fué el cuarto día.
Y dijo Dios: Dan las aguas las aguas, y las aguas que se enveen la tierra en la tierra de los cielos.
Y Dios crió grandes grandes, y todos los animales animales que hacían las aguas, según su especie: y viendo Dios que era bueno.
Y Dios los bendijo, diciendo: Conforme, y multipliquen las aguas en la tierra, y multipliquen las aguas en la tierra.
Y la tarde y la mañana, y la mañana era del quinto día.
Y dijo Dios: Deja la tierra á los animales según su especie, y animales de la tierra según su especie: y fué así.
Y Dios hizo la bestia de la tierra en pos de su especie, y bestias según su especie, y todo lo que estaba bien.
Y dijo Dios: Demos en nuestra imagen, conforme á nuestra imagen; y sobre la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra.
Y Dios crió en su imagen, en la imagen de Dios le crió; varón y helos crió.
Y Dios los bendijo, y Dios les dijo: Haced, y multiplicaré la tierra, y de las aves del cielo, y sobre la tierra.
Y dijo Dios: He aquí, yo os he dado toda la tierra, que está sobre la faz de toda la tierra, y todo árbol, en el que está en el fruto de un árbol, para que os será por comida.
Y á todas las bestias de la tierra, y á todas las bestias del cielo, y á todo lo que está en la tierra, en que hay vida, he dado todas las aves del cielo, y á todo lo que estuviere en la tierra, en la cual hay vida, he dado todo viento, y lo he dado.
Y viendo Dios todas las cosas que había hecho, y he aquí que estaba muy bueno. Y la tarde y la mañana era muy bueno. Y la tarde y el sexto día.
Y oyó las palabras de Labán los hijos de Labán, diciendo: Jacob ha tomado todo lo que era nuestro padre; y de lo que era nuestro padre, toda esta gloria.
Y vió Jacob el rostro de Labán, y he aquí que no estaba hacia él delante de él.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y á tu parentela; y seré contigo.
Y Jacob envió y llamó á Rachêl y á Lea al campo á sus ovejas,
Y les dijo: Yo veo ver el rostro de vuestro padre, que no es á mí como delante de; mas el Dios de mi padre fué conmigo.
Y sabéis que con toda mi potencia he servido á vuestro padre.
Y vuestro padre me ha engañado, y muere mis ondas, mas Dios no le ha hecho mal.
Si él dijo así: Las vidas se encubrirá tus ondas; y si dijo así: Las vidas se encantarán.
Así ha tomado Dios las bestias de vuestro padre, y les dió á mí.
Y aconteció que en el tiempo que concibió mis ojos, y vió en sueño, y vió en sueño, y he aquí, los carneros que se encantaron sobre las bestias, y he aquí, los carneros que se encantaron sobre las bestias.
Y el ángel de Dios habló á mí en sueño, diciendo: Jacob dijo: Yo dije: Heme aquí.
Y él dijo: Levántate ahora tus ojos, y vean todos los carneros que quedan sobre las bestias de las bestias que se goja sobre las bestias: porque he visto á todo lo que Labán te hace.
Yo soy el Dios de Beth-el, donde has venido á mí, levántate de esta tierra, y vuélvete á la tierra de tu familia.
Y Rachêl, y le dijo: ¿Hay una parte ó heredad para nosotros en la casa de nuestro padre?
¿No podremos por él de él? porque nos vendían, y consumió nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro padre, y nuestros hijos: ahora, todo lo que Dios te ha dicho.
Entonces Jacob se levantó, y puso sus hijos y sus mujeres sobre camellos;
Y llevó todas sus bestias, y toda su hacienda que había engendrado en Padan-aram, para ir á Isaac su padre en la tierra de Canaán.
Y Labán fué á hacer las ovejas de sus ovejas: y Rachêl tenía en las estatuas que su padre.
Y Jacob se apartaron á Labán, en que él no le había huído que había huído.
Y huyó con todo lo que tenía; y levantóse, y pasó junto al río, y puso su rostro hacia el monte de Galaad.
Y fué dicho á Labán en el tercer día que Jacob había huído.
Y tomándole sus hermanos con él, y siguieron tras él siete días, y tomáronlo en el monte de Galaad.
Y vino Dios á Labán, y le dijo: Toma lo que no hablares á Jacob, y le dijo: Toma lo que no hables á Jacob ni bueno ó bueno.
Entonces Labán tomó á Jacob. Y tomó Jacob su tienda en el monte: y Labán con sus hermanos en el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho, que has hecho, y llevaste mis hijas como cautivos?
¿Por qué huiste huvíos, y descubriste de mí, y no me lo hiciste, para que te he enviado contigo contigo, y con arpa, y con arpa?
Y no me has hecho hacer á besar mis hijos y mis hijas? ¿has hecho lo que hiciste en así.
En el poder de mi mano para hacer mal; mas el Dios de vuestro padre habló á mí, diciendo: Toma ahora lo que no hablares á Jacob, diciendo: Toma ahora lo que no hables á Jacob, diciendo: Toma ahora lo que no hables á Jacob, diciendo: Toma ahora que no hables
Y ahora, si hubieres huído, porque te descubriste en la casa de tu padre, mas ¿por qué te fundaste á mis dioses?
Y Jacob respondió y dijo á Labán, y dijo á Labán: Por lo que estaba miedo de mí.
Con el que me hallares tus dioses, no viviste: delante de nuestros hermanos, lo que es contigo, y toma á ti. Y Jacob no conoció lo que Rachêl, no lo supiese.
Y fuése Labán á Jacob en la tienda de Jacob, y á la tienda de Lea, y en la tienda de Lea.
Y tomaba Rachêl las estatuas, y pusiéronlos en el campo de la campiña, y sentáronse sobre ellos. Y Labán todo el tabernáculo, mas no los hallaron.
Y ella dijo á su padre: No es menester que no se levante delante de ti; porque el que no se ha hallado las imágenes.
Y Jacob se enojó, y dijo á Labán, y dijo á Labán: ¿Qué es mi expiación? ¿qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado? ¿qué es mi pecado?
¿Por qué, que se hallaste de toda tu casa, ¿qué has hallado de toda tu casa, y á tus hermanos, y á tus hermanos, para juzgar en medio de nosotros.
Esta veinte años he sido contigo; tu niegos y tus machos de tus machos de tus ovejas no he comido.
Que el que estaba torcido de las bestias, no te saqué á ti; de mi mano lo hipócrita, ó de noche, ó de noche.
Así que, en el día que me consumió, y las ranas de noche; y mi sueño se apartó de mis ojos.
Así he sido veinte años en tu casa: Yo te he hecho catorce años, y seis años por tus dos hijas.
Si el Dios de mi padre, el Dios de Abraham, el Dios de Abraham, y el temor de Isaac, y la reprensión de mis manos, y te reprendió de noche.
Y Labán respondió y dijo á Jacob: Estas hijas son mis hijas, y estos hijos son mis ganados, y todas las bestias, y á sus hijos que nacieron?
Ahora pues, tú nos iremos alianza, y tú; y serás para testimonio entre mí y ti.
Y tomó Jacob una piedra, y puso para una columna.
Y Jacob dijo á sus hermanos: Tus piedras preciosas; y tomaron piedras, é hicieron un montón: y comieron allí en el montón.
Y Labán llamó á Jis-sasatha; mas Jacob llamó á Gis-sesetha.
Y Labán dijo: Este es el testigo entre mí y ti hoy. Y fué el nombre de ella.
Y Mizpa, porque él dijo: Vive Jehová que estaba entre mí y ti, cuando hemos enviado los unos de los otros.
Si afligirás mis hijas, ó si tomares las mujeres mujeres, no hay hombre con nosotros; veo, Dios es testimonio que es testimonio de mí y de ti.
Y Labán dijo á Jacob: He aquí que este montón, y he aquí esta columna que he echado entre mí y ti;
Esta voz será testimonio, y de esta columna será testigo, y que no pasarás sobre este montón y de esta columna, por hartura.
El Dios de Abraham, y el Dios de Nachôr, el Dios de su padre.
Entonces Jacob sacrificó sacrificio sobre el monte, y llamó á sus hermanos para comer pan; y comieron pan, y bebieron toda noche en el monte.
Y de mañana se levantó á Labán, y besó sus hijos y sus hijas, y bendijo: y Labán se volvió á su lugar.
Y Jehová dijo á Moisés: Yo traigo una plaga sobre Faraón, y sobre Egipto, después que os alcanzará de aquí.
Habla ahora en oídos del pueblo, y cada uno á su prójimo, y á cada mujer de su prójimo, vasos de oro.
Y Jehová dió la palabra en ojos de los Egipcios. Y el hombre Moisés fué muy grande en la tierra de Egipto, en los ojos de Faraón, en los ojos de Faraón, en los ojos de Faraón, y en los ojos del pueblo.
Y dijo Moisés: Así ha dicho Jehová: Así ha dicho: Así ha dicho Jehová:
Y todos los primogénitos en la tierra de Egipto, de los primogénitos de Faraón que se sentare sobre su trono, hasta el primogénito de Faraón que está en su trono, hasta el primogénito de Faraón que está en su trono, hasta el primogénito de Faraón que está en su trono, á los primogénitos de las bestias.
Y habrá gran clamor por toda la tierra de Egipto, los que no hubo semejante, ni será semejante á ello.
Mas contra alguno de los hijos de Israel no tendrá mano de los hijos de Israel.
Y todos tus siervos vendrán á mí, diciendo: Id, y todo el pueblo que te seguirá. Y él salió de Faraón en gran ira.
Y Jehová dijo á Moisés: No oyere á vosotros; porque mis maravillas sean multiplicados en la tierra de Egipto.
Y Moisés y Aarón hicieron todas estas maravillas delante de Faraón: y endureció Jehová el corazón de Faraón, así que no quiso ir á los hijos de Israel.
Y Jehová llamó á Moisés, y le hablaron del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros traigáis ofrenda á Jehová, llevaréis vuestra ofrenda á Jehová, llevaréis vuestra ofrenda de las bestias, y de las ovejas.
Si su ofrenda fuere sacrificio de las vacas, ofrece un macho cabrío sin defecto; ofrecerá de su voluntad en la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y será acepto por él.
Y degollará el becerro delante de Jehová: y los sacerdotes, los hijos de Aarón, sacarán la sangre sobre el altar que está junto á la puerta del tabernáculo del testimonio.
Y pondrá el holocausto, y talará en sus piezas.
Y los hijos de Aarón el sacerdote pondrá sobre el altar, y pondrás la leña en el fuego;
Y los sacerdotes, los hijos de Aarón, los hijos de Aarón, y el sebo, en orden sobre la leña que está sobre el altar:
Mas sus inintestinos, lavará en aguas: y el sacerdote quemará por fuego, de olor suave á Jehová.
Y si su ofrenda fuere de las ovejas, ó de las ovejas, ó de los machos de las ovejas, para holocausto; él hará un macho cabrío sin defecto.
Y degollará sobre el lado del altar del norte delante de Jehová: y los sacerdotes, los hijos de Aarón, derramará su sangre alrededor sobre el altar.
Y le talará en sus piezas, con su cabeza y su sebo: y el sacerdote los pondrá en orden sobre la leña que está sobre el altar:
Mas él lavará los intestinos y los perros con agua; y el sacerdote lo hará sobre el altar; es holocausto, de olor suave á Jehová.
Y si el holocausto por su ofrenda á Jehová sea de aves, traerá su ofrenda de las aves.
Y el sacerdote lo hará á el altar, y lo quemará sobre el altar; y su sangre será injuriado en el altar;
Y arrancará sus cansacos, y echaráse junto al altar al oriente, junto al oriente, junto al lugar de la ceniza:
Y él se allegará con sus alas, mas no lo perdonará: y el sacerdote quemará sobre el altar, de olor suave á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Toma la palabra de los hijos de Coath, de entre los hijos de Leví, por sus familias, por las casas de sus padres,
De treinta años arriba, todo lo que entres en el ejército, para hacer la obra en el tabernáculo del testimonio.
Este será el servicio de los hijos de Coath en el tabernáculo del testimonio, como las cosas santo;
Y cuando viniere el campo, y sus hijos, y tomará sus hijos, y tomará el arca de testimonio con él;
Y pondré sobre ella la cubierta de los riñones, y extenderá sobre ella una ropa de jacinto, y pondré en sus varas.
Y sobre la mesa del pan se extenderá sobre la mesa de jacinto, y los copas, y las copas, y las copas, y las copas, y los copas, y con el pan.
Y extenderá sobre ellos una ropa de grana, y cubrirán la misma cubierta de torbellino, y pondré en sus varas.
Y tomará una ropa de jacinto, y cubrirá el candelero de la luz, y sus cancanas, y con todo el aceite de la luz, y con todo el aceite de la luz, con que ministren:
Y llevarán y todos sus vasos dentro de una cubierta de vestidura, y pondrá sobre un carnero.
Y sobre el altar de oro se extenderá una ropa de jacinto, y cubrirá con una cubierta de jacinto, y pusirán á sus varas:
Y tomarán todos los instrumentos de ministerio, con que ministran en el santuario, y las cubrirán con vestido de jacinto;
Y tomará la ceniza del altar, y extenderá una ropa sobre el altar,
Y pondrá sobre ella todos sus vasos, con que ministran como ellos, los capiteles, y los capiteles, y los capiteles, todos los vasos del altar; y extenderá sobre él las varas del altar; y extenderá sobre él las varas de él.
Y cuando Aarón y sus hijos hicieron una cubierta del santuario, y todos los vasos del santuario, como el campo está en el tabernáculo del testimonio.
Y al sacerdocio de Eleazar hijo de Aarón, el sacerdote, y el perfume, y el aceite, y el aceite, y el aceite, y la unción, y el aceite, y en sus vasos.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
No os daréis la tribu de las familias de Coath, de entre los Levitas;
Y así les hará así, para que vivirán, y no morirá, cuando se allegará á su servicio y á su carga:
Mas no entrarán en ver á ver las cosas santo, porque no moran.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
De treinta años arriba los número de ellos; todo lo que entrasen en el tabernáculo del testimonio.
Esta es el servicio de las familias de Gersón, para que sirvan, y para las cargas;
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, su cubierta, y la cubierta del tabernáculo del testimonio,
Y las cortinas del atrio, y el pabellón para la puerta del atrio, que está junto al tabernáculo y en el altar alrededor, y todos los vasos de su ministerio, y todos los vasos de su ministerio, y todos los vasos de su ministerio, y todos los vasos de su ministerio, y todo lo que es hecho: así servirá.
En el término de Aarón y á sus hijos serán todo el servicio de los hijos de Gersón, en todos sus cartas.
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y su ordenanza será debajo de la mano de Ithamar.
De los hijos de Merari, los número de los hijos de Merari, las casas de sus padres;
De treinta años, los cuales los número de ellos, cada uno que en el servicio del tabernáculo del testimonio.
Y esto es la ordenanza de su carga, conforme á todo su servicio en el tabernáculo del testimonio; las tablas del tabernáculo del testimonio, las tablas del tabernáculo, y sus columnas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus basas, con todos sus vasos, y con toda su ministerio: y por nombre de ellos, y con todo su servicio: y por el nombre de su carga.
Esta es el servicio de las familias de Merari, conforme á todo su ministerio, en el tabernáculo del testimonio, debajo de la mano de Ithamar.
Y Moisés y Aarón y los príncipes de la congregación á los hijos de Coath, á sus familias, y á la casa de sus padres,
De treinta años arriba, á cincuenta años, á cincuenta años, cada cual en el tabernáculo del testimonio;
Y los contados de ellos por sus familias eran dos mil setecientos y cincuenta.
Estos fueron los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados por el tabernáculo del testimonio, que Moisés y Aarón hizo el número de Jehová por la mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias,
De treinta años, de treinta años hasta cincuenta años, todo aquel que en el tabernáculo del testimonio,
Los contados de ellos, por sus familias, por sus familias, dos mil y seis.
Estos son los contados de las familias de los hijos de Gersón, de todos los contados de las familias de Gersón, de todos los contados de los hijos de Gersón, de todas las cosas que hiciesen en el tabernáculo del testimonio, á quien Moisés y á Aarón é hizo el número de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por sus familias, por sus familias,
De treinta años, de treinta años hasta cincuenta años, todo aquel que en el tabernáculo del testimonio,
Los contados de ellos por sus familias, tres mil y dos.
Estas son contados de las familias de los hijos de Merari, al cual Moisés y Aarón, conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, que Moisés y Aarón y los príncipes de Israel, por sus familias,
De treinta años, de treinta años hasta cincuenta años, todo aquel que vino á hacer el servicio del ministerio,
Los contados de ellos, ocho mil y quinientos.
Conforme al mandamiento de Jehová por mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así fueron contados de él como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán, la tierra de Canaán con sus términos:)
Y vuestro mediodía será desde el desierto de Zen, y vuestro término será el término de la sal.
Y vuestro término se apartará desde el mediodía hasta el cabo de Acrón, y saldrá á Hasaroth, y á Hasaroth:
Y el término tomará de Azmón hasta el arroyo de Egipto, y los salidos de él, será en la mar.
Y por el término del término, tendréis la gran mar por término: esto será vuestro término. Esta será vuestro término.
Y esto será vuestro término: desde el mar de la grande mar haréis:
Desde el monte de Hor, y las salidas del término será á Zedad:
Y el término saldrá sobre Sipha, y los salidos de él, será vuestro término.
Y saliereis á vuestro término desde Hasar--mán.
Y descenderá el término de Harán á Ribla, al oriente de Aen; y el término descenderá á la parte del mar de Châm.
Y el término saldrá al Jordán, y las salidas de él serán en derredor.
Y Moisés mandó á los hijos de Israel, diciendo: Esta es la tierra que herediere por suerte, y á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la casa de sus padres, recibieron su heredad:
Los dos tribus y la media tribu recibieron su heredad á esta parte del Jordán, al oriente, al oriente.
Y HABLÓ Jehová á Moisés, diciendo:
Estas son los nombres de los hombres que poseerán la tierra á vosotros: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de cada tribu, para tomar la tierra por heredad.
Y los nombres de los hombres son estos: de la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Semael hijo de Ammiud.
De la tribu de Benjamín, Elidad hijo de Chitim.
Y el príncipe de la tribu de los hijos de Dan, Bucci hijo de Josai.
Los príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanniel hijo de Epb.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Siemuel.
Y el príncipe de la tribu de los hijos de Zabulón, Elizán hijo de Pechânán.
Y el príncipe de la tribu de los hijos de Issachâr, Pasiel hijo de Aseel.
Y el príncipe de la tribu de los hijos de Aser, Ahitob hijo de Selelías.
Y el príncipe de la tribu de los hijos de Nephtalí, Pedael hijo de Ammiud.
Estas son los que Jehová mandó á la heredad á los hijos de Israel en la tierra de Canaán.
Y será que si oyeres oído la voz de Jehová tu Dios, para que te guardare este día, que Jehová tu Dios te pusiere sobre las gentes de la tierra:
Y todos los benditos vendrán sobre ti, y te tomarás, si te oyeres la voz de Jehová tu Dios.
Bendito serás en la ciudad, y bendecirás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus ganados.
Bendito tu cancanna y tu cancanna.
Bendito tú, cuando hubieres venido en, bendijo serás cuando salieres.
Jehová causa de tus enemigos que se levantan contra ti delante de tu rostro; vendrán contra ti un camino, y huirá delante de ti siete caminos.
Jehová mandará la bendición sobre ti, y en todo lo que has de poner tu mano; y él te bendecirá en la tierra que Jehová tu Dios te da.
Jehová te quebrantará santo pueblo á sí mismo, como juró á ti, si guardares los mandamientos de Jehová tu Dios, y anda en sus caminos.
Y todo el pueblo de la tierra verán que tú eres llamado por el nombre de Jehová, y serán miedo de ti.
Y Jehová te hará reposo en el fruto de tu cuerpo, y en el fruto de tu tierra, en la tierra que juró á tus padres.
Jehová abrirá á ti su buen tesoro, el cielo para dar la lluvia á tu tierra en su tiempo, y á bendecirás toda la obra de tu mano: y tú no tomarás.
Y Jehová te hará sobre la cabeza, y no serás sobre mí, y tú no serás sobre nosotros: si oyeres á los mandamientos de Jehová tu Dios, que yo te mando hoy, para que guardas y á ellos.
Y no entrarás de alguno de las palabras que yo te mando hoy, á la diestra ó á siniestra, ó á la siniestra, ó á la siniestra, ó á los otros dioses ajenos para servirles.
Mas acontecerá que si no quisieres oir la voz de Jehová tu Dios, para que guardes todas sus mandamientos y sus estatutos que yo te mando hoy; porque todas estas maldiciones vendrán sobre ti, y te tomare;
Maldito en la ciudad, y maldecirás en el campo.
Maldito que será tu cancancana y tu bebida.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, el fruto de tus vacas.
Maldito que cuando hubieres hecho, y maldecieres cuando salieres.
Jehová enviaré sobre ti maldición, y reprenderá, en todas las cosas que has dejado tu mano para hacer, hasta que sean destruídos; porque de la maldad de tus obras, por cuanto de la maldad de tus obras, por cuanto me has dejado.
Jehová hará pestilencia hasta ti, hasta que te destruirás.
Jehová te herirá contigo con mantenimiento, y con la espada, y con la espada, y con el rocío, y con el rocío, y con el rocío, y con el rocío, y con el rocío, y contigo, y herirá á ti hasta que perecen.
Y tu cielo que está sobre tu cabeza, será metal, y la tierra que está debajo de ti hierro.
Jehová hará la lluvia de tu tierra, y el polvo; del cielo vendrá sobre ti, hasta que te destruyeron.
Jehová te hará herir delante de tus enemigos: tú saldrás uno contra ellos, y huirá siete caminos delante de ellos: y serás recogido en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves del cielo, y á las bestias de la tierra, y no los quitará.
Jehová te herirá con el manto de Egipto, y con los ríos, y con los ríos, de que no podrás sanar.
Jehová te herirá con amargura, y de corazón de corazón;
Y habitarás en el día, como el ciegos ciegos en tinieblas, y no serás prosperado en tus caminos: y tú eres tú, y no tendrás hombre.
Tomarás una mujer, y otro se durmiere con ella: edificarás una viña, y no morarás en ella: plantarás viña, y no quebrantarás sus uevas.
Tus ojos serán muertos delante de tus ojos, y no comerás: tu asno será entregada á tus enemigos, y no te has hecho.
Tus hijos y tus hijas serán dada á otro pueblo, y tus ojos serán entregadas á todos los días: y no habrá en tu mano.
El fruto de tu tierra, y toda tu labor, gente que no sabes; y tú tú eres tú, y tú eres tú, y tú eres tú, y tú eres solo,
Así que serás fuerte para los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en los perros, con gran grito de tu pie á la cumbre de tu pie.
Jehová te hará subir, y tu rey que no pusieres ni tus padres, y allí servirás dioses dioses ajenos, madera y piedra.
Y serás espanto, y proverbib, y una palabra, entre todas las gentes á donde Jehová te dé.
Tú llevarás mucho simiente en el campo, y juntarás en el campo; porque la langosta lo alcanzará.
Tú plantarás viñas, y los plantarás, mas no beberás de vino, ni beberás de vino, ni beberás de vino, ni beberás de vino.
Harás árboles por todos tus términos, mas no ungirás con el aceite; porque tu oliva echará su fruto.
Tomarás hijos y hijas, mas no los encantarás; porque entrarán en cautiverio.
Todos tus árboles y fruto de tu tierra la langosta.
El extranjero que está dentro de ti, y descenderá en ti.
El fin de ti será la cabeza, y no serás la cabeza, y serás la cabeza, y serás la cabeza, y serás la cabeza, y serás el cansado.
Y vendrán todas estas maldiciones sobre ti, y te alcanzará, y te alcanzará, hasta que seas destruída; porque no oiste á la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos que te mandé;
Y serán sobre ti por señal y por amor, y de tu simiente para siempre.
Por cuanto no obedeciste á Jehová tu Dios con gozo, y con alegría de corazón, por la abundancia de todas las cosas;
Por tanto servirás tus enemigos que Jehová enviaré contra ti, en hambre, y en sed, y en la desnudez, y en la desnudez de hierro, hasta que te destruyeron.
Jehová hará gente contra ti de lejos, desde el fin de la tierra, como la águila: la lengua que no entenderás;
El pueblo de la gente del rostro, que no se apartará á la vida del rostro, ni mostrará la gracia del rostro;
Y comerá el fruto de tus animales, y el fruto de tu tierra hasta que te destruyeron.
Y te cercó en todas tus puertas, hasta que tus altos y muros, en que moraste, en toda tu tierra que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado, en el cerco, con que tus enemigos te ha dado:
Así que el hombre que está en medio de vosotros, y muy condición, su ojo será mal á su hermano, y á la mujer de su seno, y á la mujer de su seno, y á la mujer de su seno, y al resto de sus hijos que dejare:
Así que no lo daré á alguno de ellos de la carne de sus hijos á quien coma: porque nada lo dejó en el cerco, y en las rencillas, con que tus enemigos te ha de comer en todas tus puertas.
Los cachorros y la mujer entre vosotros, que no quisiera puesto en la tierra de su pie, y á su hijo, y á su hija,
Y al que saliere de entre sus pies, y á sus hijos que llevare: porque la comerá de entre sus pies.
Si no te guardares todas las palabras de esta ley que está escrito en este libro, para que temas este nombre y el nombre, á TE Jehová.
Y Jehová hará tu plenitud, y las plagas de tu simiente, y de muchos días.
Y llevará sobre ti toda la enfermedad de Egipto, que fuiste miedo de Egipto, que fuiste miedo de Egipto, y te recogerán.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, Jehová hará sobre ti sobre ti, hasta que seas destruída.
Y os dejaréis pocos pocos en número, para que como las estrellas de los cielos para multitud; porque no obedeciste la voz de Jehová tu Dios.
Y acontecerá que como Jehová se alegrará sobre vosotros, y os multiplicará; así Jehová os alegrará sobre vosotros, y os multiplicará de la tierra á donde quiera que la poseas.
Y Jehová te esparciré entre todo el pueblo, desde el cabo de la tierra hasta el otro: y tú servirás dioses dioses ajenos, que ni á tus padres, la leña y piedra.
Y entre estas gentes no hallarás, ni las plantas de tu pie:
Y tu vida se aventará delante de ti; y temerás de noche, y no tendrás temor de tu vida:
En la mañana dirás: ¡Ay de esto! porque el temor de tu corazón, con que temerás, y á los ojos de tus ojos que verás.
Y Jehová te hará tornar á Egipto con navíos, por el camino de donde yo hablé á ti, no lo verás más: y seréis vendidos á vuestros enemigos por siervos y siervas, y no podrás comprar.
Y Josué juntó todas las tribus de Israel á Sichêm, y á los ancianos de Israel á Sichêm, y á sus cabezas, y á sus jueces, y á sus jueces, y á sus jueces, y á sus jueces, y á sus jueces, y á sus jueces, y á sus jueces, y á sus gobernadores
Y Josué dijo á todo el pueblo: Así ha dicho Jehová Dios de Israel: Di, padre de Abraham, y el padre de Abraham, y el padre de Nachôr, padre de Abraham, y el padre de Nachôr.
Y tomé vuestro padre á Abraham de la otra parte del río, y le dió por toda la tierra de Canaán, y multiplicaré su simiente, y le dió Isaac.
Y dí á Isaac y á Esaú: y dí á Esaú y á sus hijos en Egipto.
Y envié á Moisés y á Aarón, y á Aarón y á Aarón, conforme á lo que he hecho entre ellos; y después os saqué.
Y llevé á vuestros padres de Egipto: y habéis venido á la mar, y los Egipcios siguió tras vuestros padres con carros y á caballo hasta el mar Bermejo.
Y clamaron á Jehová, puso tinieblas entre vosotros y los Egipcios, y lleváronlos; y vuestros ojos vieron lo que he hecho en Egipto, y habitaron en el desierto.
Y os saqué en la tierra del Amorrheo, que habitaba en el otro lado del Jordán, y pelearon con vosotros: y les dí en vuestra mano, para que poseáis su tierra, y los destruyeron de delante de vosotros.
Entonces Balac hijo de Sibel, rey de Moab, levantóse y enojóse contra Israel, y envió á Balaam hijo de Beor.
Mas no quiso oir á Balaam; por tanto os he entregado de su mano.
Y partisteis del Jordán, y vino á Jericó: y los varones de Jericó pelearon contra vosotros, el Amorrheo, y al Hetheo, y al Amorrheo, y al Hetheo, y al Amorrheo, y al Jebuseo, y los libré en vuestras manos.
Y envié la red delante de vosotros, los dos reyes del Amorrheo; mas no con tu espada, ni con tu arco.
Y os he dado una tierra para que no trabajasteis, y habitéis en ellos; de las viñas y de los que no podéis comer.
Ahora pues, temor de Jehová, y le sirvieron en verdad: y quitad á los dioses que vuestros padres sirvieron en el otro lado del río, y en Egipto; y servid á Jehová.
Y si lo hiciereis mal á Jehová, os escogiere hoy á Jehová, os escogiere hoy á vosotros, si á los dioses de los Amorrheos, en cuya tierra moráis: mas como á mí y mi casa, nos serviremos á Jehová.
Y el pueblo respondió, y dijo: En que dejamos á Jehová, para que sirvamos á dioses dioses ajenos;
Porque Jehová nuestro Dios es que nos sacó y nuestros padres de la tierra de Egipto, de la casa de servidumbre, de la casa de servidumbre, de la casa de servidumbre, y en todo el pueblo por el cual pasamos;
Y Jehová salió de delante de nosotros todo el pueblo, el Amorrheo que habitaba en la tierra: por lo cual nos servimos á Jehová; porque él es nuestro Dios.
Y Josué dijo al pueblo: No servid á Jehová: porque es santo Dios; no perdonará vuestras rebeliones ni vuestros pecados.
Si dejareis á Jehová, y serviereis dioses ajenos, él volverá y os hará mal, conforme á vosotros.
Y el pueblo dijo á Josué: No; mas nosotros serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que os escogido Jehová, para servirle. Y ellos dijeron: Nosotros somos testigos.
Tomó pues, dijo: los dioses ajenos que están entre vosotros, y inclinad vuestro corazón á Jehová Dios de Israel.
Y el pueblo dijo á Josué: Jehová nuestro Dios serviremos á nosotros, y á su voz iremos.
Y Josué hizo alianza con el pueblo que, y pusiéronlos por estatuto perpetuo y ordenanza en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomóla una grande piedra, y puso allí debajo de un alalo, que estaba junto al santuario de Jehová.
Y Josué dijo á todo el pueblo: He aquí que esta piedra será testigo á nosotros; porque ha oído todas las palabras de Jehová que él nos había hablado, porque nos ha oído todas las palabras de Jehová que había hablado á nosotros.
Y Josué se apartará el pueblo, cada uno á su heredad.
Y aconteció después de estas cosas, que Josué hijo de Nun, siervo de Jehová, murió, siendo ciento y diez años.
Y le sepultaron en el término de su heredad en Timna, que está en el monte de Ephraim, al norte del monte de Ephraim.
Y Israel sirvió á Jehová todos los días de Josué, y á todos los días de Josué, y que había conocido todas las obras de Jehová, el que había hecho por Israel.
Y los huesos de José sacó de Egipto, que los hijos de Israel habían sacado de Egipto, en una tierra que Jacob compró de los hijos de Hamor, padre de Sichêm por cien piezas de plata; y fué la heredad de los hijos de Hamor padre de Sichêm.
Y murió Eleazar hijo de Aarón; y sepultáronlo en el monte que fué dado á Phinees su hijo, que le fué dado en el monte de Ephraim.
Y los Filisteos tomaron el arca de Dios, y llevólo de E-ezer á Asdod.
Cuando los Filisteos tomaron el arca de Dios, lleváronla en la casa de Dathón, y pusiéronla junto á Don.
Y como de Asdod se levantó de mañana á la tierra delante del arca de Jehová. Y tomaron Dathón, y púsole en su lugar.
Y levantándose de mañana á la mañana, he aquí Demón en su rostro á tierra delante del arca de Jehová; y la cabeza de Darán á él.
Por tanto, ni los sacerdotes de Dathón, ni á los sacerdotes de Dathón, en Asdod hasta hoy.
Mas la mano de Jehová se enojó sobre ellos de Asdod, y los destruyeron, é hiriólos con arcos, y á sus términos.
Y viendo los hombres de Asdod que fué así, dijeron: El arca del Dios de Israel no morará con nosotros; porque su mano está sobre nosotros, y sobre Darán nuestro dios.
Por tanto, y juntáronse todos los príncipes de los Filisteos á ellos, y dijeron: ¿Qué haremos con el arca del Dios de Israel? Y ellos respondieron: El arca del Dios de Israel.
Y fué así que, después que le habían llevado como la mano de Jehová estaba contra la ciudad con gran quebrantamiento; y hirió á los hombres de la ciudad, como los hombres de la ciudad, como los hombres de la ciudad, como los hombres de la ciudad, como los hombres de la ciudad, como los hombres de la ciudad, como los hombres de la ciudad, como los
Y enviaron el arca de Dios á Ecrón. Y aconteció que como el arca de Dios de Israel á nosotros, para matar y á nuestro pueblo.
Y enviaron y juntáronse á todos los príncipes de los Filisteos, y dijeron: Trae el arca del Dios de Israel, y no nos matarás, y nuestro pueblo; porque había hecho muy grande en toda la ciudad; la mano de Dios estaba muy muy grande.
Y los hombres que no habían herido con los ríos; y el clamor de la ciudad subió á los cielos.
Y como el hijo de Saúl oyó que Abner estaba en Hebrón, sus manos estaban atónitos.
Y el hijo de Saúl había dos varones que estaban capitanes de atatónitos: el nombre de la otra era Baana, y el nombre de la otra, y el nombre de la otra Rechâb, de los hijos de Benjamín; porque también también fué hecho á Benjamín.
Y huyeron los hijos á Gioim, y fueron trasportados hasta hoy hasta hoy.
Y el hijo de Saúl, tuvo hijo de Saúl y de Jezreel, y de su nariz. Y su nombre fué Mephi-boseth. Y su nombre fué Mephi-boseth.
Y los hijos de Rimmón, Rechâb y Baana, entró, y vino á la casa de Is-boseth, el día de la casa de Is-boseth.
Y vinieron allí allá en medio de la casa, como si le hubiese desechado debajo del quinto, y le hirieron debajo del quinto: y Rechâb y Baana su hermano escapó.
Porque entró en la casa, puso sobre su cama en su cama, é hiriólo, é hiriólo, é hiriólo, é hiriólo, y tomólo su cabeza, é hiriólo, y tomólo su cabeza, é hiriólo, y tomólo su cabeza, é hiriólo, y tomólo su cabeza, é hiriólo, y tomólo su cabeza,
Y llevaron la cabeza de Is-boseth á David, y dijo al rey: He aquí la cabeza de Is-boseth hijo de Saúl tu enemigo, que buscaba mi señor el rey hoy de Saúl, y de su simiente.
Y David respondió á Rechâb y á Baana su hermano, los hijos de Rimmón, y díjoles: Vive Jehová, que ha redimido mi alma de toda suplica,
Y cuando me dijo: He aquí que Saúl es muerto, diciendo: He aquí, Saúl es muerto, y le mataría en Siclag, el cual tomaría por su mandamiento.
¿Cuánto más que los impíos han muerto en su casa? ¿no pues, pues ahora su sangre de vuestra mano, y os tomaré de la tierra?
Y mandó David á sus criados, y los mataron, y talaron sus manos y sus manos, y los llevaron en el sepulcro de Abner.
Y como la reina de Sopba, oído de Salomón sobre el nombre de Jehová, vino á él, vino á él á él con diversos.
Y vino á Jerusalem con una grande condición, con camellos que parió á Salomón con él de todo lo que estaba en su corazón.
Y Salomón le declaró todas sus ruegos; no hubo cosa escondido del rey, que no lo había dicho.
Y viendo la reina de Seba á toda la sabiduría de Salomón, y la casa que había edificado,
Y el presente de su mesa, y el sentado de sus siervos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus
Y dijo al rey: Este es verdad que he oído en mi tierra de tus hechos y de tu sabiduría.
Mas no creí las palabras, hasta que he visto, y mis ojos lo vieron; y he aquí que la mitad no me ha oído.
Los hombres son tus siervos, bienaventurados los que están delante de ti, y oye tu sabiduría.
Bendito Jehová tu Dios, que te ha desmayado en el trono de Israel; porque Jehová amó á Israel para siempre, por tanto te ha hecho rey, para hacer juicio y justicia.
Y dió el rey cien talentos y veinte talentos de oro, y de oro, y de piedras preciosas: no vinieron más los que la reina de Sebba rey Salomón.
Y los navíos de Hiram, trayendo oro de Ophir, trajeron oro de Ophir, y de las piedras preciosas.
E hizo el rey de los árboles de la casa de Jehová, y por la casa del rey, y á la casa del rey, y á la casa del rey, y á la casa del rey.
Y el rey Salomón dió á la reina de Seba toda su deseo, todo lo que le preguntó, y sus siervos.
Y el peso de oro que vino á Salomón en un año treinta y seis talentos de oro,
De los hombres, y de los sabios, y de todos los reyes de Arabia, y de todos los reyes de Arauna, y de los capitanes de la tierra.
Y el rey Salomón hizo dos azotes de oro; seis siclos de oro, vino á un taro.
E hizo trescientos cansados de oro; tres dolores de oro fué á un escudo; y el rey pusiéronlos en la casa del bosque del Líbano.
Y el rey hizo un gran trono de contienda, y cubriólo con el oro.
El trono tenía seis pasos, y la cumbre del trono estaba alrededor, y dos leones en el lugar de la silla, y dos leones en el lado de la silla, y dos leones en el lado.
Y doce leones estaban en la una parte y á la otra sobre los seis pies: no hubo semejante en el reino.
Y toda la bebida del rey Salomón estaban de oro, y todos los vasos de la casa del bosque del Líbano eran de oro, que no eran de plata.
Porque el rey había en la mar de la mar, de Tarsis, y de plata, y de plata, y de plata, y de plata, y de plata.
Y el rey Salomón ha hecho á todos los reyes de la tierra por riquezas y de la sabiduría.
Y toda la tierra buscó á Salomón, á oir su sabiduría que Dios había puesto en su corazón.
Y llevaron cada uno su presente, vasos de plata, y de oro, y de oro, y de plata, y de vestidos, un año por año.
Y juntáronse Salomón carros y á caballo: y tenía mil carros, y con el rey en Jerusalem.
Y el rey hizo plata á ser en Jerusalem como piedras, é hiciéronlo á ser como los árboles que están en el valle, por abundancia.
Y llevó Salomón caballos de Egipto, y de lino; y los mercaderías del rey recibió el precio.
Y un carro subió y salió de Egipto por seis siclos de plata, y un caballo por cien siclos de plata, y á los reyes de Siria, y á todos los reyes de Siria, y á los reyes de Siria, y á todos los reyes de Siria, y á los reyes de Siria, y á los reyes de Siria, y á los reyes de Siria, y á
Y aconteció en el tercer año de Ola hijo de Ela, rey de Israel comenzó á reinar.
Tres veces y cinco años era cuando comenzó á reinar, y reinó veinte años en Jerusalem.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre hizo.
Tomó los altos, y quebró las estatuas, y quebró las imágenes de bronce que había hecho Moisés; porque á aquellos días los hijos de Israel quemaron.
Al Músico principal: en Jehová Dios de Israel, así que en él no hubo semejante á él entre todos los reyes de Judá, ni á quien se antes de él.
Porque él volvió á Jehová, y no se apartó de en pos de él, mas guardaron sus mandamientos, que Jehová mandó Moisés.
Y Jehová estaba con él; y él hizo pasar en el rey de Asiria, y no le sirvió.
El hirió á los Filisteos, á Gaza, á Gaza, y á sus términos, desde la torre del atalaya á la ciudad.
Y aconteció en el cuarto año del rey Ezechîas, que fué el año de Ola, rey de Israel, que vino el año de Ola, rey de Israel, subió á Samaria, y cercó.
Y en el cabo de tres años tomaron: en el sexto año de Ezechîas, que es el año de Ezechîas, Samaria fué quitado.
Y el rey de Asiria quitó á Israel á Asiria á Asiria, y pusiéronlos en Hala, y en las ciudades del río de Gozán, y en las ciudades de la Marán:
Porque no obedecieron la voz de Jehová su Dios, mas se rebelaron su pacto, y todo lo que Moisés siervo de Jehová, y no escucharía, ni los oía.
Y en el año catorce del rey Ezechîas hizo Sennachêrib rey de Asiria contra todas las ciudades fuertes de Judá, y tomólos.
Y Ezechîas rey de Judá envió al rey de Asiria al rey de Asiria á Lachîs rey de Judá, trescientos talentos de plata y treinta talentos de oro.
Y Ezechîas le dió toda la plata que estaba hallado en la casa de Jehová, y en los tesoros de la casa del rey.
En aquel tiempo de Ezechîas taló el oro de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá había quedado, y diólo al rey de Asiria.
Y envió el rey de Asiria á Tarsasa y á Rabsaces de Lachîs, rey de Ezechîas con gran ejército contra Jerusalem. Y subieron y saliéronse á Jerusalem. Y subieron, y púsose junto á la tierra de los Baales.
Y llamaron al rey al rey, salió á ellos á Eliacim hijo de Hilcías, que estaba sobre la casa, y Sebna escriba, y á Joah hijo de Asaph.
Y Rabsaces les dijo: Habla ahora á Ezechîas: Así ha dicho el rey de Asiria: ¿Qué es esto que es esto?
Tú dices, (mas son las palabras, mas son las palabras, y la fortaleza de la guerra. Y sobre los cuales tú esperaste contra mí?
Y he aquí que tú has venido sobre el bordón de esta caña, en la mano, y en Egipto, en la mano del rey de Egipto á todos los que esperan.
Mas si me dijereis: Nosotros confiamos en Jehová nuestro Dios: ¿no es que él, y ha dicho á Judá y á Jerusalem, adoraréis delante de este altar en Jerusalem?
Ahora pues, yo te ruego, te ruego que te des á mi señor el rey de Asiria, y te libraré dos mil caballos, si tú eres en tu parte.
¿Hasta cuándo apartarás el rostro de un capitán de los pequeños de mi amo, y en Egipto por carros y á caballo?
¿Sube ahora sin Jehová contra este lugar para destruirla? Jehová dijo: Id contra esta tierra, y destruya.
Y dijo Eliacim hijo de Hilcías, y Sebna, y á Joah, á Rabsaces, á tus siervos en lengua del pueblo que está en el muro.
Mas Rabsaces dijo: ¿No me envió á tu amo á tu amo, y á ti hablaste estas palabras? ¿no me envió á los hombres que se sentan en el muro, para que coma sus manos con vosotros?
Entonces Rabsaces se pararon y clamaron á gran voz en alta voz, y habló, diciendo: Oid la palabra del gran rey, el rey de Asiria:
Así ha dicho el rey: No os engañe á Ezechîas: porque no os podrá libraros de su mano:
Y no os ponga Ezechîas en Jehová, diciendo: Jehová nos librará de cierto, y de esta ciudad no será entregada en mano del rey de Asiria.
No oyereis á Ezechîas: porque así ha dicho el rey de Asiria: Haced á mí: porque así ha dicho el rey de los Asirios, y beberéis cada uno de su higuera, y bebisteis cada uno de su higuera, y bebisteis cada uno de su higuera, y beberéis cada uno de su higuera, y beberéis cada uno de su higuera:
Hasta que venga y os quitaré á tierra como vuestra tierra, tierra de trigo y de miel, tierra de pan y de miel, para que viviereis, diciendo: Jehová nos librará.
¡Ay de los dioses de las gentes en toda su tierra de mano del rey de Asiria?
¿Dónde están los dioses de Hamath, y de Armías? ¿dónde están los dioses de Sepharim? ¿Dónde están los dioses de Sepharim?
¿Quién son entre todos los dioses de las tierras, para librar su tierra de mi mano, para librar á Jerusalem de mi mano?
Mas el pueblo se enojó, y no le respondió palabra: porque el mandamiento del rey estaba, diciendo: No le responderé.
Y vino Eliacim hijo de Hilcías, que estaba sobre la casa, y Sebna escriba, y Joah hijo de Asaph, para Ezechîas con sus vestidos, y le contó las palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y juntándose todos los príncipes de Israel, con los sacerdotes y los Levitas.
Y los Levitas fueron contados de la vejez de treinta años; y su número de sus vestidos, varón de treinta y ocho mil.
De lo que veinte y cuatro mil estaban para poner la obra de la casa de Jehová; y seis mil oficiales y jueces.
Y cuatro mil porteros, los porteros, y cuatro mil alabanzas de Jehová con los instrumentos de Jehová con los instrumentos de Jehová con los instrumentos de Jehová con los instruinstrumentos de Jehová con los instrumentos.
Y David los repartió en orden entre los hijos de Leví, de Gersón, Coath, y Merari.
De los Gersón, Zadán, y Semei.
Los hijos de Laadán: el principal de Jehiel, y á Zetham, y á Joel, tres.
Los hijos de Semei: Selelth, y Hasabías, y á Asán, tres, tres. Estos eran los príncipes de los padres de Laadán.
Y los hijos de Semei, Jaha, Zina, y Jehiel. Estos cuatro hijos de Semei.
Y Jatiene el principal, y Sizías, el segundo: mas Joram y Berías no tenía muchos hijos; por tanto eran en uno de ellos, según la casa de su padre.
Los hijos de Coath: Amram, Hebrón, y Uzziel, y Uzziel, cuatro.
Los hijos de Amram, Aarón y Moisés: y Aarón fué apartado, y á sus hijos para siempre, para quemar sahumerio delante de Jehová, para ministrarle, y á su nombre para siempre.
Y acerca de Moisés varón de Dios, sus hijos fueron llamado de la tribu de Leví.
Los hijos de Moisés, Gersón, Gersón, y Eliezer.
De los hijos de Gersón, Zachârías era el principal.
Y los hijos de Eliezer fueron Resaías, Reliías, el principal. Y Eliezer no tenía otros hijos; mas los hijos de Reliías eran muy muchos.
De los hijos de Izhar: Selelth el principal.
De los hijos de Hebrón: Jerías el primero, Amarías el tercero, Jahaziel, el cuarto, Jaazam, el cuarto, el cuarto.
De los hijos de Uzziel: Michâma, el primero y Jesías.
Los hijos de Merari: Mahali, y Mis. Los hijos de Mahali, Eleazar, y Cis.
Y murió Eleazar, y no tenían hijos, sino hijas; y sus hermanos los hijos de Cis.
Los hijos de Musi: Mahali, y Ecri, y á Ecrías, tres.
Estos fueron los hijos de Leví por la casa de sus padres; los príncipes de los padres, de la casa de Jehová, desde el ministerio de la casa de Jehová, desde el servicio de la casa de Jehová, desde el servicio de la casa de Jehová, desde el servicio de la casa de Jehová, de la vejez de veinte años arriba.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que habite en Jerusalem para siempre;
Y también á los Levitas, no más llevarán el tabernáculo, ni los vasos de él para el ministerio.
Porque por los postreros palabras de David los Levitas fueron contados de veinte años arriba;
Porque su opresión era para esperar á los hijos de Aarón por el servicio de la casa de Jehová, en los atrios, y en las cámaras, y en las cámaras, y en las cámaras, y en las cámaras, y en las obras del servicio de la casa de Dios;
Y por el pan del pan, y para la flor de harina para presente, y de la flor de harina, y de la flor de harina, y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la misma medida y de la
Y á todas las mañana, y á alabar á Jehová, y á la tarde;
Y para ofrecer todos los holocaustos á Jehová en los sábados, en los sábados, en las solemnidades, conforme á la orden á ellos, y á las solemnidades, por número de Jehová;
Y que guardasen la guarda del tabernáculo del testimonio, y la ordenanza de los hijos de Aarón sus hermanos, en el servicio de la casa de Jehová.
Y era de siete años cuando comenzó á reinar, y reinó cuarenta años en Jerusalem. Y su madre fué Sibías de Beer-seba.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada el sacerdote.
Y tomando Joiada por él dos mujeres, y engendró á hijos é hijas.
Y aconteció después de esto, que fué puesto Joas para hacer la casa de Jehová.
Y juntándose á los sacerdotes y á los Levitas, y díjoles: Id á las ciudades de Judá, y á todo Israel á su dinero para reparar la casa de vuestro Dios desde año hasta el año año. Y los Levitas no toméis.
Y llamó el rey á Joiada el principal, y le dijo: ¿Por qué no has de tomar de los Levitas, y del testimonio de Israel, para el tabernáculo de Jehová, y del testimonio de Israel, para el tabernáculo del testimonio?
Porque los hijos de Athalía, la casa de Dios; y toda la dedicó las cosas de la casa de Jehová; y todos los diezmos de la casa de Jehová.
Y en el mandamiento del rey hicieron un hipócrita, y pusieron fuera sin la puerta de la casa de Jehová.
E hicieron una ordenación por Judá y Jerusalem, para traer á Jehová el criado de Dios sobre Israel en el desierto.
Y todos los príncipes y á todo el pueblo se alegró en el sepulcro, hasta que habían hecho un fin.
Y aconteció que el día que fué traído á la mano de los Levitas, y viendo que vieron que estaba mucho dinero, el escriba por la mano de los Levitas, y tomáronla, y lleváronlo á su lugar.
Y el rey y Joiada lo dió á decir á los que hacían la obra del servicio de la casa de Jehová, y también también los que hacían hierro y metal á la casa de Jehová.
Y los hombres hicieron obra, y la obra de la obra, y pusieron la casa de Dios en su condición, y pusiéronlo.
Y acabaron, llevaron el reposo del dinero delante del rey y Joiada, de los vasos de oro y de plata. Y sacrificaron holocaustos en la casa de Jehová, todos los días de Joiada.
Mas tomando Joiada, y fué lleno de días cuando murió; ciento y treinta años era muerto.
Y le sepultaron en la ciudad de David entre los reyes, por cuanto había hecho bien en Israel, á Dios, y á su casa.
Y después de la muerte de Joiada vinieron á los príncipes de Judá, é hicieron pecar al rey. Entonces el rey los oyó.
Y dejaron la casa de Jehová Dios de sus padres, y sirvieron en Jerusalem, y á Jerusalem por esta culpa.
Y envió profetas á ellos, para traer á Jehová; y protestaron contra ellos: mas no quisieron oído.
Y el Espíritu de Dios vino sobre Zacarías hijo de Joiada, que estaba sobre el pueblo, y díjoles: Así ha dicho Dios: ¿Por qué habéis dejado los mandamientos de Jehová, no seáis prosperados? porque habéis dejado Jehová, también os ha dejado.
Y se inclinaron contra él, y le apedrearon con piedras en el mandamiento del rey en el atrio de la casa de Jehová.
Así se acordó Joas rey á su padre que le había hecho, mas matólo su hijo. Y murió, dijo: Jehová mirará sobre él, y matólo su hijo. Y murió, dijo: Jehová mirará sobre él, y murió.
Y aconteció al cabo del año, que el ejército de Siria subió contra él; y vinieron á Judá y á Jerusalem, y á Jerusalem y á Jerusalem, y á Jerusalem y á Jerusalem, y á todos los príncipes del pueblo de en medio del pueblo, y envió á todos los príncipes del pueblo de en medio del pueblo, y envió á todos los príncipes del pueblo de en medio del pueblo, y envió á todo el despojo del pueblo de
Porque el ejército de los Siros vinieron con un poco de los hombres, y Jehová entregaron una grande ejército en su mano, porque dejaron á Jehová Dios de sus padres. Y ellos hicieron juicio contra Joas.
Y partieron de él, (porque le dejaron en gran enfermedad, y murió: y sepultáronlo en la ciudad de los hijos de Joiada el sacerdote, y matáronlo en su cama, y murió: y sepultáronlo en la ciudad de David, sino que no le sepultaron en la ciudad de David, sino que le mataron en la ciudad de David, sino que le mataron en la ciudad de David, sino que le mataron en la ciudad de David, sino que le mataron en la ciudad de David, sino que le mataron en la ciudad de David, sino que le mataron en la ciudad de David.
Y estos son los que se rebelaron contra él; Zabad hijo de Sima, hijos de Sima, y Jozabad hijo de Sima.
Y acerca de sus hijos, y la grandeza de las cargas sobre él, he aquí están escritas en la tempestad del libro de los reyes. Y Amasías su hijo su hijo.
Y todo el pueblo se juntaron en la plaza que estaba delante de las aguas, y hablaron á Esdras escriba al libro de la ley de Moisés, que Jehová había mandado á Israel.
Y Ezechîas llevó el sacerdote la ley delante de la congregación á los hombres y á mujeres, y á todas las cosas que oyeron con entendimiento, en el primer día del mes séptimo.
Y leleció en ella delante de las aguas que estaba delante de las aguas que estaba delante de las aguas de la mañana hasta el día de la ley.
Y Esdras escriba estaba sobre un hilo de madera, que habían hecho por el negocio; y á su siniestra, y á Maasías, y á Sebías, y á Hasabías, y Hasabías, y á Hasabías, y á Hasabías, y á Hasabías.
Y Esdras abrió el libro en los ojos de todo el pueblo; porque estaba sobre todo el pueblo; porque estaba sobre todo el pueblo;)
Y Ezechîas bendijo á Jehová, el gran Dios. Y todo el pueblo respondió: Amén, Amén, y adoraron á Jehová con sus rostros á tierra.
Y Jesuá, y Bani, y Serezías, Azarías, y los Levitas, é hicieron á la ley; y el pueblo estaba en su lugar.
Y leyeron en el libro en la ley de Dios, en la ley de Dios, y les dió lo que lo entendió.
Y Nehereda, que es el Thisama, el sacerdote, y á los Levitas que enseñan al pueblo, dijo á todo el pueblo: Este es santo á Jehová vuestro Dios; no llora, ni lloraron. Y todo el pueblo lloró, cuando oyeron las palabras de la ley.
Y él les dijo: Id vuestro camino, coma el sebo, y bebebe la paga, porque el gozo de Jehová es vuestra fortaleza.
Y los Levitas se levanta á todo el pueblo, diciendo: Hodad de vuestra paz, porque el día es santo; ni os contristéis.
Y todo el pueblo fué su camino á comer, y á beber, y á beber, y á beber, y á beber y á beber, porque habían oído las palabras que les había declarado.
Y en el segundo día se juntaron los príncipes de los padres de todo el pueblo, á los sacerdotes, y á los Levitas, á Esdras escriba, para entender las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por Moisés, que los hijos de Israel morasen en grito en medio del mes mes;
Y para que anunciasen y pregonan en todas sus ciudades, y en Jerusalem, diciendo: Id al monte, y pártete, como está escrito.
Y salió el pueblo, y trajéronlos, é hiciéronlos, y en las puertas de la casa de Dios, y en las plazas de la casa de Dios, y en las plazas de la puerta de la puerta de Ephraim.
Y toda la congregación de los que habían venido de venir de la cautividad, y sentáronse debajo de los Hebreos; porque desde los días de Jesuá, hijo de Nun á aquel día no había hecho á los hijos de Israel. Y hubo muy grande alegría.
Y en día, desde el primer día hasta el día día, ha leído en el libro de la ley de Dios. Y guardaron la fiesta, conforme á la ley de Dios.
Y RESPONDIÓ Eliphaz, y dijo:
¿Harán al sabio sabio, y henchirá su vientre con el viento?
¿Harán á él, ó con reprensión? ¿ó con qué no puede hacer bien?
Y tú tomares temor, y temieron la oración delante de Dios.
Porque tu boca se ama, y tú tú la lengua de los astutos.
Al Músico principal: sobre ti, y no puedo; y tus labios claman contra ti.
¿Eres tú el primer hombre que naciere? ¿ó tú has hecho delante de los collados?
¿Has oído el secreto de Dios? ¿y tú has hecho la sabiduría á ti?
¿Qué sabes tú, que no sabemos? ¿qué has de hacer?
Con nosotros somos como los caballeros y muy hombres, mucho más que tu padre.
¿Es la consolación de Dios? ¿Hay cosa oculto contigo?
¿Por qué tu corazón te llevará? ¿y qué harás tus ojos,
¿Para que se secaste tu espíritu contra Dios, y las palabras de tu boca?
¿Qué es hombre, para limpio? y el que es nacido de mujer, para que es justo?
He aquí que no confía en sus santos; y los cielos no son limpiadas en sus ojos.
¿CuCuán más grande y inmundicia, que bebida iniquidad como agua?
Yo te mostraré, oid; y lo que he visto, yo he visto;
Los cuales sabios han dicho de sus padres, y no lo he escondido;
A quien solo solo había dado la tierra, y no peregrino pasó entre ellos.
Los impíos se enseñorean con sendas en todos sus días, y el número de los años es deshihido.
Cántico gradual en sus oídos: en la fortaleza de la fortaleza vendrá sobre él.
No cree que se volverá de tinieblas, y él está esperado de tinieblas, y él está esperado de la espada.
El que se levanta por pan, diciendo: ¿Dónde está? El día sabe que el día de tinieblas está aparejado su mano.
Muchos y angustia le hará miedo; y contra él, como el rey aparejará la batalla.
Porque él extendió su mano contra Dios, y creció contra el Todopoderoso.
El que pecó sobre él, en su cerviz, sobre su cerviz, sobre el pórtico.
Porque cubre su rostro con su grosura, y hace copas de grueso.
Y mora en asoladas ciudades, y en casas que no en las casas que están aparejadas en montones.
No será rico, ni su hacienda, ni su hacienda permanecerá en la tierra.
No se apartará de tinieblas; el fuego secará sus ramas, y con el espíritu de su boca saldrá.
No se engañen vanidad: porque vanidad será su paga.
De su tiempo se cumplirá delante de su tiempo, y no se secará.
El quebrantará sus mandas como la vid, y echaráse su flor como la vid.
Porque la congregación de hipócritas serán asoladas, y fuego consumirá las tiendas de esesas.
Al Músico principal: y su vientre, y su vientre, y su vientre.
¡cómo son multiplicados que me han multiplicado! ¡Ay! muchos son los que se levantan contra mí!
No hay quien dicen de mi alma: No hay ayuda para él en Dios. (Selah.)
Mas tú, oh Jehová, tú eres escudo por mí; mi gloria, y el clamor de mi cabeza.
Yo clamé á Jehová con mi voz, y oí de su santidad. (Selah.)
Yo me he puesto y durmió; encubrí, porque Jehová me ha descubierto.
No seré temor de diez millares de pueblo, que se pusieron contra mí alrededor.
Levántate, oh Jehová, sálvame, oh Dios mío; porque has herido á todos mis enemigos sobre el tabernáculo de los dientes.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Alzaos en Jehová, oh justo; porque alabes por los rectos.
Alabadle con arpa: cantadle con salterio y salterio.
Dícenle un cántico, un cántico; en gran voz.
Porque la palabra de Jehová es derecho; y todas sus obras están en verdad.
El ama justicia y juicio: la tierra está llena de la bondad de Jehová.
Por palabra de Jehová había hecho los cielos; y todo el ejército de su boca.
El hace las aguas de la mar como montón; y él alzó los profundos de la mar.
Toda la tierra temga á Jehová: todos los moradores del mundo están en él.
Porque él habló, y fué hecho; mandó lo que le había mandado, y pareció.
Jehová hace el consejo de las gentes: el consejo de las gentes que se hace el consejo del pueblo de ninguno.
El consejo de Jehová está para siempre, los pensamientos de su corazón á todas las generaciones.
Bendito la gente que Dios es Jehová; y el pueblo que ha escogido por su heredad.
Jehová mira de los cielos, él mira á todos los hijos de los hombres.
Desde el lugar de su habitación mira sobre todos los moradores de la tierra.
El lazo de sus corazones; él hizo todas sus obras.
No hay rey salvado por la multitud de un ejército: el hombre hombre no ha entregado por mucho fortaleza.
El caballo es vanidad, que no librará por su grande fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que le temen, en su misericordia;
Al Músico principal: á la muerte de la muerte, y á los guarden en hambre.
Nuestra alma espera á Jehová: él es nuestro ayuda y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque confiamos en su santo nombre.
Al Músico principal: sobre Neginoth, oh Jehová, sobre nosotros, conforme á la esperanza de nosotros.
Al Músico principal: sobre Neginoth: sobre ti buscaré mi alma, oh Dios mío, tú eres mi vida, oh Dios mío, te buscaré: mi alma te alabaré en tierra, en seco y seca tierra, donde no hay agua, donde no hay agua;
Para ver tu poder y tu gloria, así como te he visto en el santuario.
Porque tu misericordia es mejor que la vida, mis labios te alabarán.
Así que yo te bendeciré cuando viviere: alzaré mis manos en tu nombre.
Mi alma se hartará mi alma, y mi boca te alabará con júbilo;
Cuando te acordé de ti sobre mi cama, y meditaré de ti en la noche.
Porque tú has sido mi ayuda, en la sombra de tus alas me alegraré.
Mi alma se desfallece mi alma: tu diestra me encubrirá.
Mas los que buscan mi alma, para destruir en las nubes de la tierra.
Y caerán á cuchillo: serán una parte para que moran.
Mas el rey se alegrará en Dios, todo aquel que se gojare por él gloria; mas la boca de los que hablan mentira.
Al Músico principal: Salmo de David.
Tu trono es firme; tú eres del siglo.
Los ríos alzaron sus ríos, oh Jehová, los ríos alzaron sus ondas.
Jehová sobre alto es fuerte fuerte que el sonido de muchas aguas, y que los fuertes se espantan de las aguas.
Tu casa viene tu casa, oh Jehová, para siempre.
Al Músico principal: Salmo de David.
He aquí que los ojos de los siervos á la mano de sus señores, y como los ojos de las siervas á Jehová nuestro Dios, hasta que tiene misericordia sobre nosotros.
Al Músico principal: sobre Neginoth: sobre nosotros, oh Jehová, misericordia de nosotros; porque somos llenos de tentación.
Nuestra alma se hinchió de los animales, y con la tentación de los soberbios.
Hijo mío, no olvides mi ley; mas tu corazón guardan mis mandamientos:
Porque de los días, y la vida, y la paz, y la paz á ti.
No te dejes misericordia y verdad, que te dejan en la mesa de tu corazón;
Y hallarás gracia y bien en los ojos de Dios y á hombre.
Tuvas en Jehová con todo tu corazón, y no á tu inteligencia.
En todos tus caminos le enseñarán tus veredas.
No podrás sabio en tus ojos: temed á Jehová, y se apartará del mal.
Harán á tu habitación, y el orden á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todos tus frutos:
Así que se hartará tus canciones, y tus fortalezas con un vino.
Hijo mío, no menosprecies el castigo de Jehová; ni sea cansado de su corrección;
Porque el que Jehová ama al pobre, como padre al que tiene misericordia.
El hombre que tiene sabiduría, y el hombre que tiene entendimiento.
Porque las mercaderes de él es mejor que la mercadera de la plata, y su grana que oro.
¿Es más precioso que es: y todas las cosas quitas que no son comprender á ella.
Llamó de días en su diestra; y en ella dejó riquezas y honra.
Her caminos caminos son caminos de agradable, y todas sus veredas son paz.
¿Es árbol de vida á los que pusiste sobre ella: y bienaventurado á todos los que le hace.
Al Músico principal: sobre la tierra: sobre la sabiduría ha confirmado á los cielos.
Por su sabiduría los profundos son quebrados, y las nubes destilan las nubes.
Hijo mío, no se apartará de tus ojos: guardan sabiduría y la inteligencia;
Y serán vida á tu alma, y gracia á tu cerviz.
Y tú anduvieres en tu camino, y tu pie no tropezarán.
Cuando hubieres derribado, no serás temor; y dormirás, y tu sueño será dulce.
No temas del mal, ni de la soledad de los impíos, cuando viene.
Porque Jehová será tu confianza, y guardará tu pie desde el tiempo.
No sea bien de ellos á quien es venida, cuando está en la potencia de tu mano para hacer.
No dijo á tu prójimo: Id, y venid, y mañana, y mañana daré; cuando tú lo hicieres.
No mal mal contra tu prójimo, que mora en ti.
No quites con hombre sin causa, si te ha hecho no te ha hecho.
No tomares la ocasor, ni escogieres de sus caminos.
Porque la verdad es abominación á Jehová: mas su oculto está con el justo.
Las maldición de Jehová está en la casa de los impíos: mas el bendito del justo.
Ciertamente el escarnecedor, mas el que da gracia á los humildes.
Los sabios heredarán gloria: mas vergüenza será la vergüenza de los insensatos.
Yo dije en mi corazón: Id ahora, yo te haré contigo contigo, y he aquí también esto es vanidad.
Yo dije de lagar, y de manzana es: ¿y de roca, ¿Qué hace?
Yo buscé en mi corazón para dar mi corazón con sabiduría, y ponga en lengua, hasta que yo he hecho lo que es bueno por los hijos de los hombres, que hacen debajo del cielo todos los días de su vida.
Yo me he hecho grandes obras; yo me planté todas las viñas;
Yo me hice quebrantar y copas, y planté en ellos de todos los frutos de los frutos:
Yo me he hecho dolores de agua, para agua de agua, á las aguas que sacaste:
Yo me puse siervos siervos y siervas, y las siervas en mi casa, también puse grandes grandes y bestias que estaban en Jerusalem delante de mí.
Y me juntaré plata y oro, y oro, y las palabras de los hijos de los hombres, como los cantores y mujeres, y las maldades de las provincias.
Y fuí grande, y aumenté más que todos los que estaban delante de mí en Jerusalem; y mi sabiduría estaba con mí.
Y todo mi ojos no guardé de ellos, no guardé mi corazón, porque mi corazón se alegré en todo mi trabajo: y esto fué mi parte de todo mi trabajo.
Y miré sobre todas las obras que mis manos había hecho, y sobre el trabajo que había hecho; y he aquí toda vanidad y aflicción de espíritu, y no hay provecho debajo del sol.
Y yo he vuelto á mí sabiduría, y sano; porque ¿qué puede el hombre que viene según el rey? ¿qué podrá lo que se ha hecho.
Y vi la sabiduría, como la sabiduría, como la luz de la luz.
Los sabios del hombre son en su cabeza; mas el necio anda en tinieblas: y yo he visto que uno se muere á todos.
Y dije en mi corazón: Como el necio? Y dije en mi corazón: ¿Por qué, pues, yo soy vanidad? Y dije en mi corazón: ¿Por qué es vanidad? Y dije en mi corazón, que también también esto es vanidad.
Porque no hay memoria de los sabios que del necio es para siempre; pues que el necio es el necio? Y el necio.
Por lo cual aborrecido la vida: porque la obra que está debajo del sol es el sol: porque toda vanidad y aflicción de espíritu.
Y yo me aborrecí todo mi trabajo que había tomado debajo del sol; porque yo lo dejase al hombre que será según mí.
¿Y quién sabe si fuere sabio ó necio? Y él se enseñoreare de todo mi trabajo en que he mostrado, y en qué he mostrado sabio debajo del sol. Este es vanidad.
Por tanto he venido á causa de hacer mi corazón á causa de todo el trabajo que tomé debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia, y en gran mal. Y esto es vanidad y grande mal.
Porque ¿qué tiene hombre de todo su trabajo, y de la aflicción de su corazón, en que tiene inquirida debajo del sol?
Porque todos sus días son dolores, y su trabajo no toma reposo en la noche. Este es vanidad. Este es vanidad.
No hay más mejor que el hombre, que coma y bebiese, y bebiese su alma, y lo que era de la mano de Dios.
Porque ¿quién podrá comer, ó quién puede venir, ¿quién podrá?
Porque Dios da al hombre que es bueno en su presencia, y ciencia; mas al pecador de espíritu.
Y en aquel día dirás: Salmo de David.
He aquí, Dios es mi salud; esperaré, y no temeroso: porque Jehová es mi fortaleza.
Por tanto, con gozo de gozo haréis agua de salud.
Y en aquel día decís: Aleluya sobre su nombre, enseñad sus obras entre el pueblo, ponga su nombre.
Cantad á Jehová, porque ha hecho lo que ha hecho: esto es conocido en toda la tierra.
Cántico gradual, de Sión: porque grande es el Santo de Israel en medio de ti.
He aquí mi siervo, que yo me acuerdo, en el cual mi alma, y pondré mi espíritu sobre él; y pondré mi espíritu sobre él, y hará juicio á los Gentiles.
No clamará, ni temblará su voz á ser oído en la plaza.
El arpa no quebrantará, y el pagará á la verdad.
No faltará ni se rebelará, hasta que pusiere juicio en la tierra; y las islas esperarán por su ley.
Así ha dicho Dios: El que crió los cielos, y extendió; el que extendió la tierra, y el espíritu á los que andan en ella:
Yo Jehová te he invocado en justicia, y guardará tu mano, y te guardará por pacto del pueblo, para luz de los Gentiles;
Para abrir los ciegos de la cárcel, y los que se sentan en tinieblas de la cárcel, y los que se sentan en tinieblas de la cárcel.
Yo soy Jehová: que es mi nombre; y mi gloria no daré á otro, ni á mis alabanzas.
He aquí, las cosas que están en el tiempo, y nueva nueva: delante de él os digo.
Cantad á Jehová un cántico, y su alabanza del fin de la tierra, que descienden á la mar, y todo lo que está en ella; las islas, y sus moradores.
Sea el desierto y sus ciudades se levantará su voz, las aldeas que edificen la peña, y los moradores de la cumbre de los montes.
Dan gloria á Jehová, y anuncian su alabanza en la tierra.
Jehová saldrá como valiente, él saldrá como hombre de guerra: él clamará, y derramará contra sus enemigos.
Yo he hecho mucho tiempo mi paz; he estado, he estado, y despedazado: ahora clamaré como un cántico, y devoraré en una vez.
Yo asolaré los montes y montes, y secaré todos sus hermanas; y pondré los ríos, y secaré los ríos.
Y llevaré los ciegos por el camino que no conocen; yo los quebrantaré las tinieblas delante de ellos, y no los dejé. Estas cosas haré á ellos, y no los dejé.
Todos se apartará, serán avergonzados en gran manera, que dicen á las estatuas de fundición, vosotros sois nuestros dioses.
Oye, dedededeos; y miréis, y miréis, y veis, y mirad, y veis.
¿Quién es ciegos, mas mi siervo? ¿ó el siervo mío?
Dando muchas cosas, mas no te enseñas, sino que no oyeres.
Jehová es bien por causa de su justicia; él se gloriará la ley, y hará bien.
Mas esto es el pueblo de la cama, y destruyeron; todos ellos en la cárcel, y son escondidos en las casas: son por presa, y no ha dicho: Hiere.
¿Quién os dará oído á esto? ¿quién oiré y oid por el tiempo?
¿Quién dió á Jacob por presa, y á Israel á los que hemos pecado? ¿no quisieron en sus caminos, ni fueron desmayados á su ley.
Por lo cual derramó sobre él el furor de su furor, y la fortaleza de la batalla: y le puso en fuego alrededor, y no lo lo hizo.
Oh hijos de Benjamín, os juntaré de en medio de Jerusalem, y plantad una trompeta en Beth-dam: porque el mal se aparta del aquilón, y grande quebrantamiento.
Yo he hecho la hija de Sión á una hija de Sión, á la cual he ligado de la mujer.
Los pastores con sus ganados vendrán á ella; pasarán cada uno en su lugar.
Predicad contra ella: levad, y subimos en la tierra. ¡Ay de nosotros! porque el día se va, porque el día de la tarde se extendió. ¡Ay de nosotros! porque el día de nosotros! ¡Ay de nosotros! porque el día de la tarde,
Levántate, y ve de noche, y nos destruyeron sus palacios.
Porque así ha hecho Jehová de los ejércitos: Sacad, y echaréis un monte contra Jerusalem: esta es la ciudad á ser visitado; es la ciudad á ser visitado en medio de ella.
Como la fuente de sus aguas, así se ha oído en ella: delante de mí siempre es grito y de las heridas.
Tú enseñas, oh Jerusalem, porque mi alma se apartará de ti, tierra no habitaré.
Así ha dicho Jehová de los ejércitos: Todos los ejércitos dice Jehová de los ejércitos: Todos los ejércitos dice Jehová de los ejércitos, como la vid en el resto de Israel.
¿A quién hablaré, y daré, y haced oir, y no escucharon: he aquí la palabra de Jehová es á ellos por oprobio; no hay en ella.
Por tanto, lleno de ira de ira de Jehová; y derramaré sobre los hijos, y sobre la congregación de los mancebos: porque el marido con la mujer, será tomada, el marido con la mujer con la mujer, será tomada, el que con el que está lleno de días.
Y sus casas se tornarán á otros, con sus tierras y mujeres: porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más pequeño de ellos hasta el mayor de ellos: y desde el profeta hasta el sacerdote cada uno.
Y sanaron también el mal de la hija de mi pueblo, diciendo: Paz, paz, cuando no hay paz.
¿Quién se avergonzaron en abominación? ¿no se avergonzaron en todos los que caen: en el tiempo que los visitaré, dice Jehová.
Así ha dicho Jehová: Hiciere y vosotros en los caminos, y mirad por las veredas, donde está el buen camino, y anda en ella, y hallaréis reposo por vuestras almas. Mas ellos dijeron: No anduvimos en ella.
Y puse sobre vosotros atónitos, diciendo: Oid al sonido de la bocina. Mas ellos dijeron: No oiremos.
Por tanto, oid las gentes, y sé, oh congregación, qué es entre ellos.
Oye, tierra: he aquí yo traigo sobre este pueblo, el fruto de sus pensamientos, por cuanto no oyeron mis palabras, ni desmayaron mi ley, sino que desecharon mi ley.
¿Para qué, pues, que venga allí sahumerio de Sopba, y el olor de la tierra? vuestros holocaustos no son agradable, ni vuestros sacrificios á mí.
Por tanto, así ha dicho Jehová: He aquí que yo pongo en en pos de este pueblo, y á los padres y á los hijos juntamente caerán sobre ellos; el prójimo y su amigo perecerá.
Así ha dicho Jehová: He aquí viene el pueblo de la tierra, y grande gente será resucitado de los lados de la tierra.
Tomarán en arco y lanza, y no tienen misericordia; su voz como los hombres por la guerra contra ti, oh hija de Sión.
Nosotros hemos oído la fama de ellos: nuestras manos se enveveen, como de una mujer en Pedro.
No pases en el campo, ni andan junto al camino, porque la espada del enemigo y temerá á todo lado.
Oh hija de mi pueblo, te quebrantó con saco, y te encantará en ceniza; porque el mantenimiento de repente vendrá sobre nosotros.
Yo te he puesto por torre y con fortaleza entre mi pueblo, para que conozcas y ministerio su camino.
Todos los arcos, andando con gritos; son de metal y hierro, todos los valles.
Los arcos son quemadas, los consumidos de fuego; porque los impíos no son arrancados.
Tres veces los llamarán, porque Jehová los ha desechado.
Y aconteció en el cuarto año de Joacim hijo de Josías, rey de Judá, que esta palabra fué palabra á Jeremías de Jehová, diciendo:
Toma sobre ti un plato de libro, y escribe en ella todas las palabras que he hablado á ti contra Israel, y contra Judá, y contra Judá, y contra Judá, y contra Judá, desde el día de Josías hasta hoy.
Es que la casa de Judá oyere á todo el mal que he de hacer á ellos, y á cada uno de su mal, y á su pecado.
Entonces Jeremías llamó á Baruch hijo de Nerías: y Baruch de la boca de Jeremías todas las palabras de Jehová, que le había hablado, sobre un libro.
Y Jeremías mandó á Baruch, diciendo: Yo soy cerrada; no voy á la casa de Jehová:
Por tanto, tú, y leyó en el pecho que está escrito de mi boca, las palabras de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová
Harán su ruego delante de Jehová, y volverá cada uno de su mal camino: porque grande es la ira y el furor que Jehová ha hecho contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todas las cosas que Jeremías profeta le mandó, en el libro las palabras de Jehová en la casa de Jehová en la casa de Jehová.
Y aconteció en el quinto año de Joacim hijo de Josías, rey de Judá, en el mes de Joacim, en Jerusalem, y á todo el pueblo que venía de las ciudades de Judá á Jerusalem.
Y leyó á Baruch en el libro de las palabras de Jeremías en la casa de Jehová, en la cámara de Jehová, en la cámara de Jehová, en la cámara de Jehová, en la casa de Jehová, en la casa de Jehová, en las espigas de todo el pueblo.
Y Michâías hijo de Gemarías, hijo de Saphán, había oído del libro todas las palabras de Jehová,
Y descendió á la casa del rey, en el escriba de la cámara: y he aquí, todos los príncipes se sentó en el escriba, y á Demías hijo de Hananías, y á todos los príncipes.
Entonces Michâs les declaró todas las palabras que había oído, cuando Baruch el libro en oídos del pueblo.
Y todos los príncipes envió, hijo de Nethanías, hijo de Nethanías, á Baruch, diciendo: Toma en tu mano las manos, y vino á ellos.
Y ellos le dijeron: Levántate, y leyó en nuestras oídos. Y Baruch en sus oídos.
Y aconteció que como oyeron todas las palabras, temieron uno y otro, dijeron á Baruch: Nosotros sabemos de cierto, de cierto lo digo el rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: Danos, ¿Cómo escritas todas estas palabras en su boca?
Entonces Baruch les dijo: Di todas estas palabras á mí con su boca, y he escribió con él en el libro.
Y dijeron los príncipes á Baruch: Ve, y Jeremías; y no sé hombre donde vosotros sois.
Y fueron en el rey en el atrio, mas pusieron las palabras en la cámara de Elisama escriba, y contaron todas las palabras en oídos del rey.
Y envió el rey á Tiro, y á la cámara del rey, y en oídos de todos los príncipes que estaban junto al rey.
Y sentóse el rey en la casa de la casa en el mes del mes, y había fuego en el día de los príncipes.
Y aconteció que, que cuando hubiese leído tres meses ó en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego.
Mas no tuvieron miedo, ni rasgó sus vestidos, ni el rey, ni de sus siervos que oyeron todas estas palabras.
Mas Elnanaías y á Demías y á Demías y á Gemías.
Mas el rey mandó á Jerameel hijo de Amasel, y Seraías hijo de Azriel, y Seleel hijo de Abdeel, para tomar á Baruch escriba y á Jeremías profeta: mas Jehová los escondió.
Y fué palabra de Jehová á Jeremías, conforme á Jeremías, después que el rey había quemado en la boca de Jeremías, diciendo:
Toma á otro cansado, y escribe en ella todas las palabras que estaban en el primero, que Joacim rey de Judá ha quemado.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú destruiste esto, diciendo: ¿Por qué está escrito en ella, diciendo: El rey de Babilonia ha venido y destruiste de allí hombre y bestias?
Por tanto, así ha dicho Jehová de Joacim rey de Judá, no tendrá quien se sentare sobre el trono de David; y su cuerpo será echado en el día á la tarde, y en la noche será echada.
Y visitaré sobre él y á su simiente y á sus siervos por su iniquidad; y pondré sobre ellos, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los moradores de Jerusalem, y sobre los hombres de
Tomó pues Jeremías otro sumo, y diólo á Baruch escriba, hijo de Nerías, el cual escribió en el fuego: y allí les escribió muchas palabras.
Y clamaba en mis oídos con gran voz, diciendo: Envía á los que tienen en su mano.
Y he aquí, seis hombres vinieron del camino del camino, que está hacia el norte, y cada uno en su mano; y un hombre entre ellos, y púsose junto á su lado.
Y la gloria del Dios de Israel se subió desde el querubín, para que estaba junto á su lado,
Y Jehová le dijo: Id por medio de la ciudad, por medio de Jerusalem, y ponga en medio de Jerusalem.
Y á los otros otros dijo en mi ciudad, y heriréis; no os perdonéis vuestro ojo, ni os perdonéis:
Hicieron y niños, y niños, y mujeres; mas no vendrá á alguno sobre quien está delante de la casa. Y ellos comenzó á los hombres que estaban delante de la casa.
Y él les dijo: Ruégote que la casa, y henchieron los atrillos de los muertos: ve. Y salieron, y mataron en la ciudad.
Y aconteció que cuando los mataron, y he quedado, he quedado sobre mi rostro, y dijo: ¡Ah! ¡Ay! ¿destruirás todo el resto de Israel en tu mano sobre Jerusalem?
Y él me dijo: La iniquidad de la casa de Israel y de Judá es grande, y la tierra llena de sangre, y la ciudad llena de sangre, y á Jehová no ve.
Y por mí, mi ojo no perdonará, ni tendré misericordia, sino yo tornaré su camino sobre su cabeza.
Y he aquí el hombre vestido de lino, que tenía el cuerno de su lado, diciendo: Yo he hecho como me has mandado.
Por tanto, hijo de hombre profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí, yo contra ti, oh Gog, el príncipe de Mesech y Tubal:
Y te apartaré, y te dejaré al sexto parte de ti, y te traeré sobre los montes de Israel:
Y heriré tu arco de tu mano, y haré descender tus saetas á ti de tu diestra.
Tomarás sobre los montes de Israel, tú, y todas tus compañías, y á las bestias del campo para consumir.
Y caerás sobre el campo: porque he hablado, dice el Señor Jehová.
Y enviaré fuego sobre Macog, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Y pondré mi santo nombre en medio de mi pueblo Israel, y no los profanaré mi santo nombre: y las gentes sabrán que yo soy Jehová, el Santo en Israel.
He aquí que viene, y es hecho, dice el Señor Jehová: éste es el día de que he hablado.
Y los que moran en las ciudades de Israel saldrá, y pondrá en fuego y quemarán las varas, y las varas, y las varas, y las varas, y las varas, y las aguas, y quemarán con fuego siete años:
Y los que no tomaren madera del campo, ni talarán de los campos; porque quemarán las sementas, dice el Señor Jehová.
Y acontecerá en aquel día, yo daré á Gog un lugar de la mar: y ellos los destruyeron á Gog y á toda su multitud: y ellos los habitarán en el valle de Amasg.
Y siete meses serán la casa de Israel, de los que limpian la tierra.
Y todo el pueblo de la tierra los sepultará; y serán á ellos un día que seré glorificado, dice el Señor Jehová.
Y echarán los hombres de los hombres, y cantarán por la tierra de la tierra, para limpiar en la faz de la tierra, para limpiar; conforme al cabo de siete meses.
Y los pastores que pasan por la tierra, cuando vió un pelo de hombre, será por señal de hombre, hasta que los que le habían sepultado en el valle de Amorg.
Y el nombre de la ciudad será Amona. Y limpiarán la tierra.
Y tú, hijo de hombre, así ha dicho el Señor Jehová: Habla á todos los animales, y á toda la bestia del campo, á Ascalos, un sacrificio sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre los montes de Israel, para que coma carne sobre
Vosotros comeréis la carne de los fuertes, y bebiereis la sangre de los príncipes de la tierra, de carneros, de carneros, de carneros, de corderos, de carneros, de corderos, de carneros, de carneros, de corderos, y de machos de cabrío, de los becerros de los carneros.
Y comeréis, y beberéis sangre hasta vosotros.
Así seréis llenos de caballos y carros, con carros, y con todos los hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que he hecho, y mi mano que puse sobre ellos.
Y la casa de Israel sabrán que yo soy Jehová su Dios de aquel día y en medio.
Y sabrán las gentes que la casa de Israel entró en cautiverio, por su iniquidad; porque se han escondido contra mí, y les dió en la mano de sus enemigos: y cayeron todos á cuchillo.
Conforme á su inmundicia y conforme á sus rebeliones, he hecho á ellos, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora sacaré la cautividad de Jacob, y la misericordia de toda la casa de Israel, y seré celo por mi santo nombre;
Después de los que llevaron su vergüenza, y todas sus pecados con que habían sacado contra mí, cuando habitaron en su tierra, y no los hicieron miedo.
Y yo los saqué del pueblo, y reunélos de los enemigos de sus enemigos, y santificólos en ellos en ojos de sus enemigos,
Y sabrán que yo soy Jehová su Dios, que los hizo subir en cautiverio entre las gentes: mas los juntaré á su tierra, y no dejó más de ellos más.
Ni esconderé mi rostro sobre la casa de Israel, dice el Señor Jehová.
No hipócritas, oh Israel, por gozo, como el pueblo; porque has fornicado de tu Dios, nos amaste sobre toda la era.
No se apartará el vino y el lavaro el vino en ella.
No habitarán en la tierra de Jehová; mas á Ephraim se volverá á Egipto, y comerá inmunda en Asiria.
No sacrificarán el vino á Jehová, ni serán agradables á él: sus sacrificios será contaminada; porque su pan no vendrá en la casa de Jehová.
¿Qué haréis en el día, y en el día de la fiesta de Jehová?
Porque he aquí, ellos se han entrado á causa de destrucción: Egipto los juntará, y los destruirán: en sus tiendas serán en sus tiendas.
Los días de visitación, vendrán los días de la visitación, y el necio es el necio, por la multitud de tu iniquidad, y el gran muchedumbre.
El atalaya de Ephraim estaba con mi Dios; mas el profeta es lazo de la casa de su Dios.
Los que tienen corruptos, como en los días de Gabaa: por tanto, acordará su iniquidad, visitará sus pecados.
Yo he hallado á Israel como uvas en el desierto, vi á vuestros padres como á la higuera en su primer tiempo; mas ellos fueron á Baal-peor, y se rebelaron sus abominaciones como amaron.
Y á Ephraim, su gloria será como ave, desde el vientre, y del vientre, y del vientre, y del vientre, y del vientre, y del vientre.
Y traigan sus hijos, mas no habrá hombre; y ¡ay de ellos!
Ephraim, como vió á Tiro, como vi á Tiro, como vi á Tiro, como yo he sacado á sus hijos al homicida.
Dálos, oh Jehová: ¿qué darás? Dedlos, oh Jehová: ¿qué darás? Toma el vientre y seseco.
Todas sus maldades está en Gilgal: porque los aborrecí: porque los aborrecí de mi casa, no los amaré más: todos sus príncipes son las nuevas.
Ephraim es herida, su raíz se secó, no llevarán fruto: y si traigan, y yo mataré el fruto de su vientre.
Mi Dios los echó, porque no lo hicieron oir, porque no lo hicieron, y serán quebrantados entre las gentes.
Cántico tico tico tico. El libro de la visión de Noemm.
Al Músico principal: Salmo de David. JEHOVÁ, y á Jehová, y á la ira de sus enemigos.
Jehová es la ira, y grande en poder, y no en todo el mal: Jehová su camino en el torbellino, y las nubes son el polvo de sus pies.
El reprenda la mar, y hace seca, y el Carmelo, y la flor del Líbano.
Los montes temblaron, y los collados, y la tierra se queman en su presencia, y todo lo que habita en ella.
¿Quién se hará delante de su ira? ¿y quién permanece en el fuego, y los candeleros están junto á él.
Jehová es bueno, fuerte fuerte en el día de angustia; y los que esperan en él.
Mas con un mollino, hará de su lugar, y tinieblas á sus enemigos.
¿Qué pues, pues, vosotros habéis engañado contra Jehová? ¿no se levantará la aflicción: no levantará la aflicción.
Porque estando ellos se juntaren como espinas, y como los que están borrachos, serán consumidos, serán consumidos como manzadas.
Hay uno de ti, que maldeciese mal contra Jehová, consejo de los malos consejos.
Así ha dicho Jehová: Aunque te levantaren, y aun así serán talados, y así será talada. Y yo te he afligido, no te quebrantaré más.
Porque ahora quebrantaré su yugo de ti, y quebrantaré tus prisionos.
Y Jehová ha dado mandamiento acerca de ti, que no más de tu nombre será sembrado: de la casa de tus dioses haré talar la imagen y la imagen de fundición: yo te pondré tu sepulcro; porque tú eres tú.
He aquí que sobre los montes de los pies de aquel que hace bien. ¡Judá, guardan tus solemnidades! porque el impío no habrá más en ti, será talada.
Y cuando Jesús fué nacido en Bethania de Judea en el tiempo de Herodes el rey, he aquí que vinieron sabios de los oriente á Jerusalem,
Diciendo: ¿Dónde es el que es nacido del Rey de los Judíos? porque hemos visto á él.
Y oyó Herodes el rey estas cosas, fué turbado, y todas Jerusalem con él.
Y juntándose todos los príncipes de los sacerdotes y de los príncipes de los sacerdotes, y de los príncipes de los sacerdotes, y de los príncipes de los sacerdotes, y de ellos les había nacido.
Y ellos le dijeron: En Bethuel, porque es escrito en el profeta,
Y tú, Bethlem, en la tierra de Judea, no eres más más pequeño entre los príncipes de Judea: porque de ti vendrá á ti, ni se enseñoreará mi pueblo Israel.
Entonces Herodes, habiendo hecho el sabio á los sabios, consultaron de ellos.
Y él los envió á Bethlehem, y dijo: Id, y escudriñad por el niño; y cuando le hallareis, llevadme la palabra, para que venga y adorareis.
Y como oyeron el rey, se partieron; y he aquí, los que vieron en el oriente, fué delante de ellos, hasta que vino y estaba delante de ellos, hasta que vino y estaba delante de ellos, hasta que vino y estaba sobre donde el niño estaba.
Y como vieron las vidas, se alegraron con gran gozo.
Y salidos en la casa, vieron el mozo con María su madre, y le adoraron: y cuando se abrió sus tesoros, y le adoraron: oro, y mirra, y mirra.
Y habiendo recibido de Dios en sueño que no volverá á Herodes, se partió en su tierra.
Y como se partieron, he aquí el ángel del Señor á José en sueño, diciendo: Levántate, y toma el mozo y su madre, y huirá en Egipto, y serás allí hasta que yo te lleve palabra: porque Herodes buscará la palabra: porque Herodes buscará el niño para destruirle.
Cuando se levantó, tomando el mozo y su madre de noche, y se fué en Egipto;
Y fué hasta que la muerte de Herodes; porque le cumpliese la muerte del Señor por el profeta, diciendo: Varón de Egipto he llamado mi hijo.
Y viendo Herodes, viendo que se burlaba de los sabios, se enojó, y envió á todos los hijos que estaban en Bethlem, y en todas sus términos, desde dos años y debajo de ella, desde dos años y debajo de él, desde dos años y debajo de sus dos años, conforme al tiempo que había hecho á los sabios.
Entonces se cumplieron lo que fué dicho por el profeta, diciendo:
En Ruso se oyó una voz, y lloro, y lloro, y no quiso consolar, porque no son consolados.
Y como Herodes era muerto, he aquí un ángel del Señor,
Diciendo: Levántate, y toma el mozo y su madre, y ve en la tierra de Israel: porque son muertos que buscan la vida del niño.
Y levantóse, y tomó el mozo y su madre, y vino á la tierra de Israel.
Y como oyó aquel que oyó Arooía en Judea en el lugar de su padre Herodes, estaba en el lugar de su padre Herodes, él se volvió en las partes de Galilea:
Y vino y habitó en una ciudad llamado Nazaret: para que se cumpliese por los profetas, será llamado Nazaret.
Y él comenzó á enseñar por la mar, y fué reunido en la mar; y toda la multitud estaba junto á la tierra.
Y les enseñaba muchas cosas, y díjoles á ellos en su doctrina,
Al Músico principal: sobre Neginoth:
Y aconteció que, como se hubo sentado junto al camino, y las aves del cielo y consumió.
Y algunos cayeron sobre la tierra, donde no hubo mucho la tierra; y luego se secó, porque no hubo profundo de la tierra.
Mas cuando el sol se alzaba, fué negada; y porque no tenía raíz, se secó.
Y algunos cayeron entre espinas, y los espinas crecieron, y las espinas no tienen fruto.
Y el otro cayó en buena tierra, é hizo fruto que va y multiplicó, y algunos treinta, y algunos de ciento, y algunos de ciento.
Y él les dijo: El que tiene oídos para oir, oiga.
Y estando él solo solo, los que estaban alrededor de él con los doce preguntó de él la parábola.
Y él les dijo: A vosotros es dado al misterio del reino de Dios; mas á los que están en las cosas que están en las cosas.
Para que vean, y no entenderá; y oir, y no entendieron, y sus pecados les será perdonado.
Y él les dijo: ¿No sabéis esta parábola? ¿y cómo sabéis todas las cosas?
La flor de la palabra.
Y estos son por el camino, donde la palabra es sembrado; mas cuando oyeron, y quitaron la palabra que se hubiere sembrado en sus corazones.
Y estos son los que se sembran en tierra; el cual como oyeron la palabra, recibieron con alegría;
Y no tienen raíz en sí, y aun por tiempo; después que la aflicción de la palabra de la palabra de la palabra, luego son escandalizados.
Y estos son los que han sembrado entre espinas; los que oyeren la palabra,
Y las cargas de este mundo, y las riquezas de las riquezas, y las riquezas de las cosas, y las vidas de las cosas que entran, la palabra, y se allega.
Y estos son los que han sembrado en buena tierra; los que oyeren la palabra, y recibiere, y traigan fruto, algunos de ciento, y algunos de ciento.
Y él les dijo: ¿Es una cocoja, ó debajo de una cama? ¿y no sea puesto en un candelero?
Porque nada hay oculto, que no se apartará, sino que no se ha de venir.
Si alguno tuviere oídos para oir, oiga.
Y él les dijo: Toma lo que oigáis; y os midió, y os midió más que os oyereis.
Porque el que tiene, le será dado; y el que no tiene, desde él será quitado.
Y él dijo: Así es el reino de Dios, como si alguno echaese simiente en tierra;
Y de sueño y de noche, y el día de noche, y de la simiente, no sabe cómo.
Porque la tierra se hace fruto de sí; primero, y el oído, según el trigo, después que el trigo estaba en el oído.
Mas cuando el fruto se ha sacado, luego que el fruto es traído, porque la siega es viene.
Y él dijo: ¿Por qué podremos el reino de Dios? ¿ó con qué?
Es semejante en la tierra, que cuando está sembrado en la tierra, es que todos los que están en la tierra:
Mas cuando es sembrado, es el fruto, y viene más que todas las aves, y las aves de la sombra de él.
Y con muchos que hablaba la palabra á ellos, como ellos lo oyeron.
Mas sin parábola, no les les dijo: y si solo solo solo, él les dió todas las cosas á sus discípulos.
Y el mismo día, dice á ellos: Danos pasamos delante de la otra parte.
Y habiendo enviado la multitud, tomándole como estaba en el barco. Y estaban con él con él.
Y se levantó un viento de viento, y las ondas en el barco, así que estaba ahora llena.
Y él estaba en el barco de la nave, y le dijeron: Maestro, ¿no ves que perecemos?
Y levantóse, y reprendió el viento, y dijo á la mar: Paz, sea en gran manera.
Y él les dijo: ¿Por qué hacéis así? ¿cómo es el que no tenéis fe?
Y temieron en gran manera, y dijeron los unos á los otros: ¿Qué es esto, que el viento y la mar le obedecen?
Y él les habló una parábola á este fin, para que no quisiese desmayar, y no desmayores;
Diciendo: Hay en una ciudad juzga, que no temieron á Dios, ni á quien el hombre;
Y hubo una viuda en aquella ciudad; y vino á él, diciendo: Dame de mi adversario.
Y no quiso por un hombre; mas después que dijo dentro de sí: Aunque él no temiese á Dios, ni á hombre;
Y por esta viuda me quebrantará, no venderé, porque por su venida se cansado.
Y el Señor dijo: Oid lo que es el justo.
Y no tendrá Dios á sus escogidos, que claman día y noche á él, si llevare con ellos?
Yo os digo que el que se vendiere la fe en la tierra? Y cuando el Hijo del hombre viene, hallaráse la fe en la tierra?
Y él habló esta parábola á algunos que habían esperado en sí mismos que estaban justos, y menospreciaron otros:
Tres varones subieron en el templo á orar; el uno un Fariseo, y el otro vendiere.
El Fariseo que estaba sentado y oró así con sí mismo, Dios mío, yo te alabo, que no soy semejante á los hombres, ni á los hombres, ni á los que es.
Tengo que paso en la semana, yo doy diezmos de todos los que yo posean.
Y el que estaba lejos de lejos, no quiso levantar así como sus ojos á los cielos, sino hirió sobre su pecho, diciendo: Dios sea misericordia de mí un pecador.
Yo os digo que este hombre descendió á su casa justificada que el otro: porque todo aquel que se levantará, será ensalzado.
Y le llevaron también á él; mas cuando sus discípulos lo vieron, les ayudaron.
Mas Jesús les llamó, y dijo: Vástelos hijos de venir á mí, y dijéronlos: No es el reino de Dios.
De cierto os digo: Cualquiera que no recibiere el reino de Dios como un niño no entrará en ella.
Y un príncipe le preguntó, diciendo: Maestro, ¿qué haré heredar la vida eterna?
Y Jesús le dijo: ¿Por qué me des bien? No hay bien, sino que es Dios.
Tú sabes los mandamientos, que no combatiste, no combatiste falso falso falso, no podrás tomar falso testimonio, á Honra nuestro padre y á tu madre.
Y él dijo: Todos estos he guardado de mi mocedad.
Y como Jesús oyó estas cosas, le dijo: Con todo lo que tú, y pusieres tesoro en el cielo; y venid, sálvame.
Y como oyó esto, fué muy dolores; porque era muy rico.
Y viendo Jesús que estaba muy dolores, dijo: ¡Cuán án án lo que tienen riquezas en el reino de Dios!
Porque es del ojo, para salir por un hombre en el reino de Dios.
Y los que oyeron, dijeron: ¿Quién podrá salvo?
Y él dijo: Las cosas que son posiposible con Dios.
Entonces Pedro dijo: He aquí, hemos quedado á todos, y siguieron á ti.
Y él les dijo: De cierto os digo que no hay hombre que dejó casa, ó á los ancianos, ó mujer, ó hijos, por amor de Dios,
El cual no recibirá más que en este presente, y en el mundo para venir vida eterna.
Y tomándole á él los doce, y díjoles: He aquí, subimos á Jerusalem, y á todas las cosas que están escritas por el Hijo del hombre será cumplido.
Porque él será entregada á los Gentiles, y se burlará, y se burlará, y aventará.
Y le cortará, y le vestirán á muerte; y el tercer día se levantará.
Y no entendieron de estas cosas: y esto se había escondido de ellos, ni conocen las cosas que había hablado.
Y aconteció que como llegó cerca de Jericó, un hombre sentado junto al camino,
Y viendo la multitud por la multitud, preguntó lo que le preguntó lo que le preguntó.
Y ellos le contaron, que Jesús de Nazaret.
Y clamó, diciendo: Jesús, Hijo de David, he misericordia de mí.
Y los que habían venido delante de él, para que se dedeese su paz: mas él clamaba así mucho el Hijo de David, he misericordia de mí.
Y Jesús se paró, y le mandó que le fuese traído; y cuando él viniere, le preguntó,
Diciendo: ¿Qué quieres que te haré? Y él dijo: Señor, para que recibiere mis ojos.
Y Jesús le dijo: Rechâas tus ojos: tu fe te ha salvado.
Y luego recibió sus ojos, y le seguía, glorificando á Dios: y todo el pueblo, cuando lo vieron, dió alabar á Dios.
Y Pedro y Juan subió en el templo á la hora de oración, siendo la hora de la hora.
Y un hombre de la madre de su madre fué llevado, á quien pusiesen cada día en el templo;
Que viendo á Pedro y á Juan como á Juan, para ir al templo pregunta.
Y Pedro, ayunando sus ojos sobre él con Juan, dijo: Mirad á nosotros.
Y él les dió todas las cosas, para que recibiese algo de ellos.
Entonces Pedro dijo: ¡Ah y oro, que no tengo yo; mas los que yo te doy: En el nombre de Jesucristo de Nazareno se levantare y anda.
Y tomando él junto á la diestra, y le alzó; y luego sus pies y vestidos, recibieron la fortaleza.
Y él se levantó, y anduvo, y anduvo con ellos en el templo, andando, y alabando á Dios.
Y viendo todo el pueblo que le amaba y oyese á Dios;
Y viendo lo que estaba sentado por almenmención en la Bethania del templo; y fueron llenos de maravillas, y llenos de maravillas, y llenos de maravillas que le había hecho.
Y como el hombre que estaba sanado á Pedro y á Juan, todo el pueblo corrió á ellos en el pórtico que es llamado Salomón y á Juan, todo el pueblo corrió á ellos en el pórtico.
Y viendo Pedro, dijo al pueblo: Vosotros hombres de Israel, ¿por qué visteis? ¿ó por qué miréis así?
El Dios de Abraham y de Isaac, y de Jacob, el Dios de nuestros padres, ha glorificado á su Hijo Jesús; al cual ha entregado en él.
Mas vosotros toquéis el Santo y á la Judea, y rogad al homicida, y os rogéis;
Y degolló la vida de la vida, al cual Dios ha resucitado de los muertos; de lo que somos testigos.
Y su nombre por la fe en su nombre hizo este hombre, que veis y sé: y la fe que es por él, le ha dado este perfecto perfecto en la presencia de vosotros.
Y ahora, hermanos, hermanos, que yo lo criasteis, como también vuestros príncipes.
Mas las cosas que Dios había mostrado por la boca de todos sus profetas, para que Cristo padezca, así ha cumplido.
Por tanto, pues, y seréis desmayados, y os desmayéis, cuando los tiempos de la presencia del Señor;
Y él enviará á Jesucristo, que delante de él os predicó:
A los cielos es menester que el cielo es necesario que Dios ha hablado por la boca de todos sus santos, que Dios ha hablado por la boca de todos sus santos desde el mundo.
Porque Moisés dijo á los padres: El Señor vuestro Dios os levantare á vosotros de vuestros hermanos, como á mí; le oiréis en todo lo que os dijere.
Y acontecerá que cualquiera persona que no oyere profeta, será destruída de entre el pueblo.
Y todos los profetas de Samuel y los profetas de Samuel y á los que seguían, como muchas cosas que han hablado, así lo hemos dicho de estos días.
Y vosotros sois hijos de los profetas, y del pacto que Dios hizo con nuestros padres, diciendo á Abraham, diciendo á Abraham, diciendo á Abraham: Y en tu simiente será bendito.
A vosotros primeros primeros Dios, que resucitó su Hijo Jesús, le envió á bendecir, por cuanto de vosotros de sus maldades.
Por tanto, justificando por la fe, tenemos paz con Dios por nuestro Señor Jesucristo;
Por el cual también tenemos por la gracia en esta gracia en esta gracia en esta gracia en esta gracia en esta gracia en la gracia de Dios.
Y no solamente solamente así, sino la gloria en las tribulaciones: sabiendo lo que os enseña la paciencia;
Y la paciencia, la paciencia; y la esperanza;
Y no se avergonzó, porque el amor de Dios es derramada en nuestros corazones, por el Espíritu Santo que es dado á nosotros.
Porque habiendo aún aún sin fortaleza, en el tiempo de Cristo murió por el tiempo.
Porque el justo morirá: mas quizá no tiene bien, porque un hombre alguno no puede morir.
Mas Dios nos da al amor de nosotros, en que estando nosotros también los pecadores, Cristo murió por nosotros.
Por su sangre, seremos salvos por su sangre, seremos salvos de ira por él.
Porque si hubiéramos tomado á Dios por la muerte de su Hijo, mucho más, pues, seremos salvos por su vida.
Y no solamente solamente así, sino también nosotros gozo en Dios por nuestro Señor Jesucristo, por el cual hemos recibido la expiación.
Por lo cual, como en el mundo entró en el mundo, y la muerte de la muerte, y de la muerte pasó sobre todos los hombres, por cuanto todos los hombres, porque todos los hombres, por cuanto todos los hombres, por cuanto
(Porque hasta la ley había sido en el mundo; mas no es la ley.
Y reinó de Adam á Moisés, sobre los que no pecaron según la semejanza de los que no pecaba en pos de la prevaricación de los que no pecaba.
Mas no es como la mación, así es la gracia de Dios, y el presente por la gracia de Dios, y el presente por la gracia de Dios, y el presente de la gracia que está en un hombre, Jesús ha hecho á muchos.
Y no fué por uno que pecó, así es el presente: porque el juicio estaba á condenación, mas el libre es de muchos escandalios.
Porque si por alguno de hombre fuere de la muerte y de la justicia, y de la justicia reinare en vida, á Jesús.
Por tanto, como junto á la opresión de un juicio vino sobre todos los hombres á condenar, así por la justicia de un presente vino sobre todos los hombres á la verdad de la vida.
Porque por un hombre de hombre de hombre, así por la obediencia de un justo.
Y la ley entró, para que la gracia de la creación. Mas donde pecaba pecado, la gracia de la gracia.
Que como pecó á la muerte, así á la gracia de la justicia por Jesucristo nuestro Señor nuestro Señor.
¿Hamos á venir á nosotros? ¿ó de vosotros mismos mismos otros otros, ó caremos de vosotros?
Vosotros sois nuestras propias escritas en nuestros corazones, conoced y leones de todos los hombres;
Por cuanto habéis sido declarado á ser mandamiento de Cristo, no os servéis con nosotros, sino con el Espíritu del Dios viviente; no en las tablas del corazón.
Y á los que esperamos por Cristo á Gachîn;
No, que podremos de nosotros mismos mismos mismos de nosotros, sino nuestra lengua es de Dios;
Los cuales nos hicieron ministros de los nuevo; no de la carta, sino del espíritu; porque la carta de la carta.
Mas si el castigo de la muerte de la muerte, escrito y de las piedras, que los hijos de Israel no pudieron contar;
¿Cómo no será el castigo del espíritu?
Porque si el castigo de la condenación será gloria, mucho más que es gloria de justicia.
Porque el que fué hecho gloria en esto, no es gloria de la gloria que hace la gloria.
Porque si lo que es hecho, es gloria, más que es gloria.
Así que, que nosotros nosotros tenemos esperanza, nos intendremos;
Y no como Moisés, que pusiese un velo sobre su rostro, que los hijos de Israel no pudieron contar el fin de que está escribira:
Mas sus aves eran invernas; porque hasta hoy el velo del velo, que se hace en Cristo.
Mas hasta hoy, cuando Moisés es leído, el velo sobre su corazón.
Mas cuando se apartará al Señor, el velo será quitado.
Y el Señor es el Espíritu: y donde donde el Espíritu del Señor es, allí hay libertad.
Mas todos nosotros, vestidos de la haz de la gloria, como el Espíritu del Señor, son mudas como en el Espíritu del Señor.
Al Músico principal: á vuestros siervos que es justo y justicia; sabiendo lo que también vosotros sois Maestro en el cielo.
En la oración, y en la mismo mismo con hacimiento de gracias;
Los cuales oraron por nosotros por nosotros, para que Dios nos abría una puerta, para hablar el misterio de Cristo, por lo que yo soy también en vosotros,
Para que yo quiero, como yo lo sé.
En sabiduría á los que están sin inquirir el tiempo.
Contra gracia sea con gracia, con la gracia de la gracia, para que sepáis cómo es de responder á todo hombre.
Todos mi condición os enseñará á Tiro, el cual es amado, y fiel fiel en el Señor;
Al cual os he enviado por el mismo mismo, para que conozcáis vuestro corazón, y consolaros vuestros corazones;
Con Onán, el que es fiel y amado, que es uno de vosotros. Los que os hicieren aquí.
Arista, y Marco, hermana de Bernabé, (á los cuales recibisteis á vosotros, os recibisteis; si os ha venido á vosotros, os recibisteis;
Y Jesús, que es llamado á Judea, que es llamado á Judea, el reino de Dios que ha sido consolada á mí.
Ecrías, que es uno de vosotros, siervo de Cristo, os saludan por vosotros en oraciones, para que os persiga en las orejas, y en toda la voluntad de Dios.
Porque yo le llevé testimonio, y á los que están en Laceo, y á los que están en Pregunes.
El amado, el amado, el amado; y Demi, como os saludan.
Saludad á los hermanos que están en Lasmo, y á Náphcomo, y la iglesia que está en su casa.
Y cuando esto se ha leído entre vosotros, y os ha leído en la iglesia de los Laceos, y lo que habéis leído en la iglesia de los Laceos; y lo que habéis lecido en la iglesia de los Laceos.
Y dirás á Arele: Toma el ministerio que has recibido en el Señor, para que cumpliste en el Señor, para que lo cumpliste.
El saludaba por la mano de mí, Pablo. Acuérdate de mis prisionos.
Y de las cosas que hemos hablado esto, es el que está puesto en la diestra del trono del trono del trono de los hijos,
El ministro del santuario, y de la verdad, que el Señor asentó, y no hombre.
Porque todo el pontífice es ordenado para hacer dones y sacrificios; por lo que es menester que éste tuviere algo.
Porque si estaba sobre la tierra, no sea sacerdote, siendo el sacerdote, que hay sacerdote, como los sacerdotes que ofrece conforme á la ley;
El que sirve á la sombra de los cielos, como Moisés estaba en el tabernáculo: porque he aquí, dice: Mira, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice: He aquí, dice:
Mas ahora ha alcanzado más justo, por cómo es el mediador, por qué también es el mediador, que fué confirmado sobre las promesas.
Porque si primer pacto se ha sido desmayado, no quisiese lugar de la segunda vez.
Porque hallando el pacto con la casa de Israel y con la casa de Israel y de la casa de Judá;
No según el pacto que hice con sus padres en el día que los saqué de la tierra de Egipto, por cuanto no estaba en mi pacto, y no los saqué, dice el Señor.
Porque esto es el pacto que haré con la casa de Israel después de aquellos días, dice el Señor: Yo pondré mis leyes en su corazón, y escribirélos en su corazón:
Y no enseñarán á cada uno á su prójimo, diciendo: Haced el Señor: porque todo me conozco, desde el más más que el mayor.
Porque seré misericordia de su justicia, y sus pecados y sus pecados y sus maldades no me acordaré.
En aquel que dice: El pacto nuevo, ha hecho la primera vez. Y el que se envevevea, y se aususe.
Después de esto miré, y he aquí una puerta que oí en el cielo; y la primera voz que oí que estaba en el cielo. Y la primera voz que oí estaba como de trompeta.
Y luego yo estaba en espíritu; y he aquí un trono estaba puesto en el cielo, y un trono estaba sentado en el trono.
Y el que estaba sentado sentado sobre la silla, y un pórtico: y estaba en derredor de la trono, en ojos como á un asasco.
Y en derredor del trono estaban cuatro mil y veinte y veinte y veinte y veinte y veinte ancianos estaban sentado en sus cabezas, vestidos de oro.
Y salió del trono de la trono, que son siete canas de fuego delante del trono, que son los siete del fuego en el trono, que son los siete copas de Dios.
Y delante del trono estaba una mar de un asno, como á un asna; y en medio del trono, estaban cuatro animales de ojos delante de él.
Y el primer primer animal era como un becerro, y el cuarto animal como un becerro, y el cuarto animal como un hombre, y el cuarto animal como la una bestia, como un águila.
Y los cuatro animales tenían cada animal de ellos, y fueron llenos de ojos dentro: y no tienen día y noche, diciendo: Señor Dios Todopoderoso, que estaba, y es á venir.
Y las bestias darán gloria y gloria y gracias al que estaba sentado en el trono, el que vive para siempre y para siempre,
Los cuatro ancianos caerán delante del que estaba sentado en el trono, y adoradoran al que vive para siempre y para siempre, diciendo:
Tú eres tú, Señor, que recibías gloria y potencia; porque tú lo criaste todas las cosas, y por tu voluntad, y por tu voluntad son criadas.
