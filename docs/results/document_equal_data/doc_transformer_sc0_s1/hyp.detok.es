EN el principio crió el cielo y la tierra.
Y la tierra fué sin defecto, y la oscuridad; y tinieblas estaba sobre la faz del abismo. Y el espíritu de Dios se enseñoreó sobre la faz de las aguas.
Y dijo Dios: Sea luz; y allí estaba luz.
Y vió Dios la luz, que era bueno; y Dios repartió la luz de las tinieblas.
Y llamó Dios Dios la luz, y la oscuridad. Y el día siguiente y la mañana estaba. Y la mañana y la mañana fué el día del día.
Y dijo Dios: Verse en medio de las aguas, y en medio de las aguas, y se levantan las aguas de las aguas.
E hizo Dios el don de las aguas, y repartiendo las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas que habían sido.
Y llamó Dios á la tarde. Y el día de la tarde y la tarde era el día.
Y dijo Dios: Van las aguas debajo del cielo, y se juntaron á un lugar, y la seca: y la tierra fué así.
Y llamó Dios á la tierra Ecrón; y la sexta de las aguas llamó Dios, y vió á Dios.
Y dijo Dios: Dejad la tierra, la hierba, y el fruto y el fruto, y el fruto de su especie, cuyo simiente está sobre la tierra; y así estaba en la tierra.
Y la tierra sacó la hierba, y la simiente de su especie, y el árbol de su especie, cuyo simiente estaba en su especie, cuyo especie.
Y la tarde y la mañana fué el tercer día.
Y dijo Dios: Sin lámparas en el día de los cielos para que perecen el día de la noche, y de la noche, y de los tiempos, y de los tiempos, y para los años;
Y en las lámparas de los cielos en la luz de los cielos para la luz; y fué así sobre la tierra, y así fué así.
E hizo Dios dos lululululululululutos, y el día de la luz, y la luz de noche hizo las estrellas.
Y el Dios les puso en el don de los cielos para dar luz sobre la tierra,
Y al día de la noche y de la noche, y á la luz de las tinieblas: y vió Dios lo bueno.
Y la tarde y la mañana fué el cuarto día.
Y dijo Dios: Dejad las aguas de la vida que tiene vida, y de la tierra, y del cielo, para que la sombra de los cielos se enseñoreará del cielo.
E hizo Dios grandes grandes, y todo viviente que se hace las aguas, que las aguas que habían traído las aves, y todo lo que su especie; y vió á su especie.
Y bendijo Dios á ellos, diciendo: Conforme, y henchid las aguas en la tierra, y se multiplicarán las aguas en la tierra.
Y la tarde y la mañana fué el quinto.
Y dijo Dios: Dejad la tierra animales animales, según su especie, y reptil, y aves de la tierra, y de su especie.
Y Dios hizo la bestia de la tierra según su especie, y después de su especie, y todo lo que estaba sobre su especie: y vió Dios lo bueno.
Y dijo Dios: Vamos en nuestra estatua, después de nuestra estatua; y los han de la mar de la mar, y sobre los animales del cielo, y sobre toda la tierra, y sobre toda la tierra.
Y bendijo Dios en su estatua, en la estatua de Dios, y hembra; y hembra los crió.
Y bendijo Dios, y dijo á Dios: Estote, y multiplicad la tierra, y multiplica la tierra sobre los peces de la mar, y sobre los peces de la mar, y sobre toda la tierra del cielo, y sobre toda la tierra.
Y dijo Dios: He aquí os he dado toda simiente que está sobre el rostro de toda la tierra, y toda la tierra de toda la tierra que está en el árbol del árbol:
Y á toda bestia de la tierra, y á todas las aves del cielo, y á todo lo que venga sobre la tierra en la tierra, en la cual he dado todo tiempo; y así lo que era.
Y vió Dios todo lo que había hecho, y he aquí que era muy bien. Y la tarde y la mañana fué el sexto día día.
Y oyó las palabras de Labán los hijos de Labán, diciendo: Jacob ha tomado todo lo que nuestro padre fué hecho; y el que fué hecho esta gloria de nuestro padre.
Y Jacob vió el rostro de Labán, y he aquí que no estaba en él.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y para que te pararé contigo, y seré contigo contigo.
Y envió Jacob á Rachêl y á Lea, hasta el campo á su rebaño,
Y les dijo: Yo vego de vuestro padre, que no está á mí como antes de mí; mas el Dios de mi padre me ha sido conmigo.
Y sabéis que con toda mi fortaleza he servido vuestro padre.
Y vuestro padre me ha sido engañado, y mis veces, mas Dios no le dejó mal.
Si dijo así: Las bestias serán tus ganados; entonces serán tus ganados, y todo el ganado parió. Y si dijo: El que dijo: La bestia será tu ropa, todos los ganados.
Así ha tomado Dios las bestias de vuestro padre, y les dió á mí.
Y aconteció en el tiempo que concibió las bestias, y vi mis ojos, y vi en sueño, y he aquí que los carneros, y he aquí el sueño sobre los animales que estaban sobre el ganado, y el ganado.
Y el ángel de Dios me habló en sueño, diciendo: Yo soy Jacob: y Jacob dijo: Heme aquí.
Y él dijo: Dejad ahora tus ojos, y ven todos los carneros que están sobre los ganados, y todos los animales que están atentos; porque yo he visto todo lo que te he visto.
Yo soy el Dios de Beth-el, donde saliste la columna de la columna, y donde me has hecho voto á mí: levántate ahora ahora de esta tierra.
Y Rachêl respondió á Lea, y díjole: ¿No hay una parte ó heredad en nuestra casa de nuestro padre?
¿No somos de los extranjeros? porque él ha vendido, y también nos ha vendido el dinero nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro padre, y nuestros hijos te dijo: De manera que todo lo que te ha dicho.
Entonces Jacob se levantó, y puso sus hijos y sus hijos sobre los camellos;
Y llevando todas sus bestias, y toda su hacienda que había engendrado, el ganado de su costumbre, que tenía en Padan-aran-area, á Isaac su padre de Canaán.
Y FUÉ Labán á sus ovejas; y Rachêl había dado las estatuas que su padre se había de su padre.
Y Jacob tomó á Labán por Labán á Labán, en que no le había dicho lo que no había dicho.
Y huyó con todo lo que tenía; y subió, y subió el río, y puso sobre el monte de Galaad.
Y fué dado Labán á Labán el tercer día que Jacob había huído.
Y tomó sus hermanos con él, y después de él le siguió siete días; y tomándole en el monte de Galaad.
Y vino Dios á Labán con un sueño de noche, y díjole: Guárdate que no habla á Jacob, ó á Jacob lo bueno.
Entonces Labán tomó á Jacob. Y Jacob tomó á Jacob su tienda en el monte: y Labán con sus hermanos asentaron en el monte de Galaad.
Y dijo Labán á Jacob: ¿Qué has hecho, para que has hecho á mí, y llevarme mis hijas, y llevaste á cuchillo, como á cuchillo?
¿Por qué huiste en secreto, y no me has dicho de mí, y no me has dicho contigo, para que te he enviado contigo, y con arpa, y con arpa, y con arpa?
Y no me guardaste á los hijos de mis hijos y mis hijas? Ahora has hecho esto en esto.
Es en la fortaleza de mi mano para hacer mal; mas el Dios de vuestro padre habló á mí, diciendo: Guártate de noche, que no habla á Jacob.
Y ahora, aunque estuvieres de medir, porque has salido á tu padre después de la casa de tu padre, ¿por qué has sido mis dioses?
Y respondió Jacob, y dijo á Labán: Porque tuve miedo, porque dijo: Yo te sepultaré de tus hijas.
Con todo lo que quisieres tus dioses, no vivirá: delante de nuestros hermanos, que tú te conoces contigo, y tomarás á Jacob. Porque no lo conocía á Rachêl.
Y FUÉ á Jacob el tabernáculo de Jacob, y á la tienda de Lea, y en dos siervos de dos siervos; mas no los salieron de Lea, sino á la tienda de Lea, y á la tienda de Rachêl.
Y tomó Rachêl las estatuas, y los puso en los vasos de los vasos, y estaba sentado sobre ellos, y sentóse Labán toda la tienda, mas no los hallaron.
Y ella dijo á su padre: No lo busca delante de ti mi señor, porque no se levantase delante de mí las mujeres, porque no se hallaba, sino las estatuas.
Y Jacob se enojó á Jacob, y dijo á Labán: y Jacob respondió á Labán: ¿Qué es mi pecado? ¿qué es mi pecado que me has venido después después después de mí?
¿Por qué has hecho todas mis entrañas, y qué has hallado de toda tu casa? Delante de mis hermanos y de mis hermanos, para que nos juzgan.
Esto veinte años he sido contigo; tu estéstas y tus cabritos no han echado de ellos, y los carneros de tus ovejas, y los carneros no he comido.
Para que era de bestias, no te saqué á ti; te parió la mano de mi mano; de mi mano lo harás, si en día, ó por el día de noche.
Así que, en aquel día me ha consumido, y el perverso de noche; y mi sueño se apartó de mis ojos.
Así he sido veinte años en tu casa; te sirve á ti catorce años, y seis años, y seis años han mudado mi ganado.
Extendió el Dios de mi padre, Dios de Abraham, y el temor de Isaac, que me había sido conmigo, así me ha enviado á Dios, y mi trabajo.
Y Labán respondió á Jacob, y dijo á Jacob: Estos son mis hijas, y estos son mis hijos, y todas mis bestias, y todos los que están en mis hijas, ¿qué haré esto?
Ahora pues, pues, que nos haga pacto pacto pacto, y tú sea por testimonio entre mí y ti mismo te has venido.
Y tomó Jacob una piedra, y púsola.
Y Jacob dijo á sus hermanos: Juntad, y tomaron piedras, y hicieron un montón: y comieron allí allí allí allí sobre el montón.
Y Labán llamó á Jep-satha: mas Jacob llamó á Jacob.
Y Labán dijo: Esto es testigo entre mí y ti mismo día. Por tanto fué el nombre de los Genitas;
Y de Mizpa dijo: Jehová me ha dicho: Jehová, y cuando nosotros somos enviados de otra vez.
Si fueres mis hijas, y si tomares otros mujeres, no hay otro otro hombre con nosotros, no me ve á Dios.
Y Labán dijo á Jacob: He aquí esta parte, y he aquí que yo me ha echado en gran encuentro, y te he echado entre mí y ti;
Esto es testimonio, y esta columna será testigo testimonio, que no pasaré sobre ti, y no pasarás sobre este término, y no pasarás sobre mí una columna.
El Dios de Abraham, y el Dios de Naôr, Dios de su padre, juzgó á Jacob su padre. Y Jacob fué el temor de Isaac su padre.
Y murió Jacob sacrificio sobre el monte, y llamando sus hermanos, y comieron pan, y todos los que estaban pan en el monte del monte.
Y de mañana se levantó Labán Labán, y besó sus hijos y sus hijas, y bendijo Labán á Labán: y Labán se volvió á su lugar.
Y Jehová dijo á Moisés: Aun haré una plaga sobre Faraón, y sobre Egipto, y sobre pos de ellas, y después de aquí que os saldrá.
Habla ahora en oídos del pueblo, y cada uno de su prójimo, y cada uno de su prójimo, y de su prójimo, vasos de oro, y de oro.
Y Jehová dió el pueblo gracia en ojos de los ojos de los Egipcios. Y el pueblo fué grande en la tierra de Egipto, en ojos de los siervos de Faraón, y de los siervos de los siervos del pueblo.
Y dijo Moisés: Así ha dicho Jehová: De noche iré á la noche de Egipto:
Y todo el primogénito en la tierra de Egipto morirá, de la primogénito de Faraón que está sentado sobre su trono, hasta el primogénito de los primogénitos, y todo primogénito.
Y habrá gran clamor por toda la tierra de Egipto, como no hubo quien hubo quien nadie, ni habrá más.
Mas contra alguno de los hijos de los hijos de Israel no se enseñoreará su lengua, ó contra aquel hombre; para que conozcáis la bestia que Jehová hubiere puesto entre los Egipcios y Israel.
Y todos estos siervos vendrán á mí, y arco se inclinarán á mí, diciendo: Ruégote que te vaya, y todo el pueblo que te seguiré. Y después de Faraón, y de grande ira en gran ira.
Y Jehová dijo á Moisés: No os oirá á Faraón, para que sean multiplicados en la tierra de Egipto.
Y Moisés y Aarón hizo todas estas señales delante de Faraón; y Jehová endureció el corazón de Faraón, y no quiso los hijos de Israel.
Y HABLÓ Jehová á Moisés, y habló á él del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno alguno de vosotros os llevaréis ofrenda á Jehová, y llevaréis de vuestros ganados, y de las ovejas.
Si su ofrenda fuere holocausto holocausto, le ofrecerá un año sin defecto; ofrenda encendida de su compañero, ofrecerá de la puerta del tabernáculo del testimonio de la puerta del tabernáculo del testimonio.
Y pondrá su mano sobre la cabeza del holocausto, y será acepto para reconciliarle.
Y degollará el becerro delante de Jehová; y los sacerdotes, los sacerdotes, los hijos de Aarón, y esparcirá la sangre sobre el altar del tabernáculo del testimonio.
Y pondrá el holocausto el holocausto, y talará en sus piezas.
Y los hijos de Aarón el sacerdote pondrá fuego sobre el altar, y pondrás la leña sobre el fuego:
Y los sacerdotes, los hijos de Aarón, pondrán las partes, la cabeza y el sebo, y el sebo que está sobre el fuego que está sobre el altar:
Mas su incienso y sus higos en agua: y el sacerdote hará quemar todo el altar, para quemar holocausto, ofrenda encendida á Jehová.
Y si su ofrenda fuere de las vacas, de las ovejas, ó de los machos de cabrío, para holocausto; traerá un varón sin defecto.
Y degollará á la parte del altar delante de Jehová: y los sacerdotes, los sacerdotes de los hijos de Aarón, alzará su sangre sobre el altar.
Y talará en su cabeza, con su cabeza y su cabeza: y el sacerdote los echó en el bosque que está sobre el fuego que está sobre el altar:
Y lavará los intestinos y las aguas con agua; y el sacerdote lo hará todo, y quemará sobre el altar en el altar, ofrenda encendida á Jehová.
Y si el holocausto holocausto para Jehová, será de sus aves, entonces traerá su ofrenda de la ofrenda, ó de los mancebos, ó de los mancebos.
Y el sacerdote lo hará llegar al altar, y hará su cabeza, y lo quemará sobre el altar; y su sangre será injuriado en el lado del altar;
Y quebrará su pobreza con sus mercaderes, y echó fuera del altar al oriente, junto á la parte de la ceniza, junto al lugar de ceniza;
Y extenderá con sus alas, mas no lo llevará debajo del altar; y el sacerdote lo hará sobre el altar, y sobre el altar que está sobre el holocausto, ofrenda encendida á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad los hijos de los hijos de Coath entre los hijos de Leví, por sus familias, por sus familias, por las casas de sus padres,
Desde treinta años de treinta años hasta el campo, todos los que entran en el campo, para hacer la obra en el tabernáculo del testimonio.
Esto será el servicio de los hijos de los hijos de Coath en el tabernáculo del santuario:
Y cuando el campo se pone, Aarón saldrá, y sus hijos, y tomará la cubierta, y tomarán el velo del testimonio, y cubrirá el arca de testimonio con ella:
Y pondrá sobre él la cubierta de los riñones, y extenderá sobre ella un horno de jacinto, y pondrá sobre sus varas.
Y sobre la mesa de pan se extenderán un pan de jacinto, y puso sobre los arcos, y los arcos, y los arpas, y las fuentes:
Y extenderán sobre ellos una ropa de grana, y cubrirá la cubierta de la cubierta, y pondrás en sus varas.
Y tomará un lado de jacinto, y cubrirá el candelero de luz, y sus lámparas, y sus lámparas, y sus vasos, y todos sus vasos, y todos sus vasos,
Y echaron todos sus vasos y todos sus vasos dentro de la cubierta, y lo pondrá sobre los riñones de los riñones.
Y sobre el altar de oro se extenderán de cárdeno, y cubrirá de cubierta, y cubrirá sus varas, y las varas de sus varas;
Y llevarán todos los vasos del ministerio, con que ministraban en el santuario, y los pondrás en el santuario de jacinto, y los cubrirán de los riñones, y los pondrás sobre ellos.
Y llevarán la ceniza del altar, y extenderse sobre él:
Y pusieron sobre él todos sus vasos, con los vasos de ellos, con los capiteles de los capiteles, y los capiteles de los vasos, y los vasos del altar, y sobre todos los vasos del altar.
Y Aarón y sus hijos hicieron fin del santuario, y todos los vasos del santuario, y todos los vasos del santuario, como el campo de los hijos de los hijos de los hijos de Coath, mas no morarán.
Y á los hijos de Eleazar el sacerdote Eleazar hijo de Aarón, el sacerdote de luz y el perfume, y el perfume aromático, y el aceite de la unción, y el aceite de todos los vasos, y todo lo que está en ella.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
No comeréis la tribu de los familias de los Levitas de los Levitas:
Mas así los hacen, para que vivieren, y no muera, y no morirá á los hijos del santuario: y Aarón y sus hijos serán en pos de su servicio, y su carga y su carga;
Mas no entrará en pos de ver cuando el santuario se cubrieron, porque no morirán.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también los hijos de los hijos de Gersón, por las casas de sus padres, por sus familias;
Desde treinta años de treinta años harás número hasta el número de ellos; todos los que entraren en el ministerio, para hacer obra en el tabernáculo del testimonio.
Esto es el servicio de las familias de los hijos de Gersón, para servir, y para ministrar;
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y la cubierta de su cubierta, y la cubierta de los riñones que están sobre él, y la puerta del tabernáculo, y la puerta del testimonio,
Y las cortinas del atrio, y el pabellón de la puerta del atrio, que está junto á la puerta del atrio, y con sus cuerdas, y todos los vasos de ellos, y todos los vasos de su servicio.
EN el tiempo de Aarón y sus hijos serán todos los hijos de Gersón, todos los hijos de Gersón, en todas sus compañeras, y en todos sus alrededores: y en todos sus cargas.
Esto es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y su guarda debajo de la mano de los sacerdotes, hijo de Aarón.
Como los hijos de Merari, los cuales los harás número de sus familias, por las casas de sus padres;
Desde treinta años hasta el número de los años harás número de ellos, todos los que entraren en el servicio del tabernáculo, para hacer la obra del tabernáculo del testimonio.
Y esta es la ordenanza de su carga, conforme á toda su ministerio en el tabernáculo del testimonio, y sus columnas, y sus columnas, y sus basas, y sus basas,
Y las columnas del atrio alrededor del atrio, y sus basas, y sus cuerdas, y sus armas, con todos sus vasos, y con todo su ministerio; y en el nombre de los vasos de su carga.
Esto es el servicio de las familias de los hijos de Merari, conforme á todo su ministerio, conforme á toda su ministerio, en el tabernáculo del sacerdote Aarón.
Y Moisés y Aarón y los de la congregación de los contados de los hijos de Coath, por sus familias, y conforme á la casa de sus padres,
Desde los años de treinta años arriba hasta cincuenta años, cada uno que entrare en el ministerio, en el tabernáculo del testimonio:
Y los contados de los contados de ellos fueron dos mil y cincuenta.
Estos fueron los contados de las familias de los hijos de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés hicieron conforme á la cuenta de la mano de Jehová.
Y los contados de los hijos de Gersón fueron por sus familias, por sus familias, y por las casas de sus padres,
Desde los años de treinta años arriba hasta cincuenta años, cada uno que entrare en el ministerio, en el tabernáculo del testimonio,
Los contados de ellos, por sus familias, por sus familias, fueron dos mil y seiscientos.
Estos son los contados de los hijos de Gersón, de todos los hijos de Gersón, para hacer el servicio de la congregación en el tabernáculo del testimonio, á los cuales hicieron conforme á la cuenta de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por sus familias, por las casas de sus padres,
Desde los años de treinta años arriba hasta cincuenta años, cada uno que entrare en el ministerio, en el tabernáculo del testimonio,
Como los contados de ellos fueron sus familias, fueron tres mil y doscientos.
Estos son los contados de las familias de los hijos de Merari, los cuales Moisés y Aarón, conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, que Moisés y Aarón y Aarón y los principales de Israel, conforme á sus familias, y á la casa de sus padres,
Desde los años de treinta años arriba hasta cincuenta años, cada cual vino á hacer el servicio del ministerio, y el servicio de la congregación en el tabernáculo del testimonio,
Los contados de ellos, fueron ocho mil y quinientos.
Conforme á la palabra de Jehová fueron contados por mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga, conforme á Jehová.
Y HABLÓ Jehová á Moisés, diciendo:
Manda los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán, esta tierra que cayere á vosotros, la tierra de Canaán, con sus términos:
Y vuestro mediodía será de la parte del desierto de los hijos de Edom, y del mediodía será el término de la mar, y el término de la sal:
Y vuestro término saldrá del mediodía hasta el mediodía de Accón, y al cabo de Abim, y al mediodía será de Ceses-barnea, y á Asar-saón, y á Hasadán;
Y la parte del término de Azmón hasta el río de Egipto, y sale de ella, y sale á la mar de la mar.
Y por el término de la mar, tendréis la mar por un gran mar; este término será vuestro término.
Y este término será vuestro término desde la mar: desde la mar os daréis por el monte de Hor ó;
Desde el monte de Haréis á vuestro término á la entrada de Hamath, y sale el término de la parte de los términos de la parte del término:
Y saldrá el término á Siphón, y sale de ella, y sale de Hasar-ar-ar-ar-emón.
Y llevaréis al oriente de Hasadad-ar-amán:
Y el término de Seba saldrá á Ririham, á Ribla, al oriente de la parte del oriente; y el término de la parte de la parte de la mar, al oriente del oriente:
Y la parte del Jordán saldrá al Jordán, y sale de ella á la sal: este será esta tierra con sus términos alrededor alrededor de sus términos.
Y mandó Moisés los hijos de Israel, diciendo: Esto es la tierra que heredaréis por suerte, que Jehová ha mandado á las tribus, y á la tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la tribu de sus padres, y la tribu de Manasés;
Las dos tribus y la tribu de ellos han recibido su heredad al Jordán Jericó, al nacimiento del sol hacia el sol, al nacimiento de Jericó.
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los hijos de los varones que os engañarán la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de toda tribu, á la tierra por heredad.
Y los nombres de los nombres son estos: de la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Seba, hijo de Amud.
De la tribu de Benjamín, Elidad de la familia de los Asirios.
Y el príncipe de la tribu de los hijos de Dan, Buccci hijo de Jocccci.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanel hijo de Edán.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel.
Y el príncipe de la tribu de la tribu de los hijos de Zabulón, Elisán hijo de Cesim.
Y el príncipe de la tribu de los hijos de los hijos de Issachâr, Pusel hijo de Azán.
Y el príncipe de la tribu de los hijos de Aser, Ahisad hijo de Selemi.
Y el príncipe de la tribu de la tribu de los hijos de Nephtalí, Peka hijo de Ammiud.
Estos son los que Jehová mandó á heredad á los hijos de Israel en la tierra de Canaán.
Y será que cuando oyeres, si oyeres á la voz de Jehová tu Dios, para que te mando á todos sus mandamientos que te mando hoy, que Jehová tu Dios te pondré sobre todas las gentes:
Y todas estas bendiciones vendrán sobre ti, y toma contigo, si oyeres á la voz de Jehová tu Dios.
Bendito serás en la ciudad, y bendita en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu ganado, y el fruto de tu ganado, y el fruto de tus vacas, y las ovejas de tus ovejas.
Bendito tu canastillo y tu parte será.
Bendito cuando estuvieres en ti, y bendita cuando salieres.
Jehová, que se levantarán tus enemigos que te levantarán delante de tu rostro, y vendrán contra ti camino, y huirán siete caminos delante de ti siete caminos.
Jehová mandará la bendición sobre ti tus ojos, y en todas las cosas que te has dicho, y te bendiga en la tierra que te da en la tierra que Jehová tu Dios te da.
Jehová te afirmará el pueblo santo, como él te juró á ti, si guardare los mandamientos de Jehová tu Dios, y caminarás en sus caminos.
Y todo el pueblo de la tierra verá que tú eres llamado el nombre de Jehová; y serán miedo de ti.
Y Jehová te pondrá en la hacienda de tu cuerpo, en el fruto de tu cuerpo, y en el fruto de tu ganado, y en el fruto de tu tierra que juró Jehová á tus padres.
Jehová te abrirá su tesoro, el cielo para dar la lluvia á tu tierra en su tiempo, y á toda la obra de tu mano, y á todas las gentes te harás.
Y Jehová te hará cabeza, y no te mandará; y sobre ti solamente solamente solamente, y no serás abajo; y si oyeres á los mandamientos de Jehová tu Dios, y no te mando hoy;
Y no entrarás de las palabras que te mando hoy, para que te mando hoy, ó á la diestra ó á los dioses ajenos, para ir á los dioses ajenos.
Mas cuando no oyeres, si no te oyeres á la voz de Jehová tu Dios, para hacer todas sus mandamientos y sus estatutos que yo te mando;
Maldito en la ciudad, y maldijo en el campo.
Maldito tu astillo y tu parte será.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, fruto de tus vacas, y las ovejas de tus ovejas.
Maldito que cuando estuvieres en ti, y maldieres cuando salieres.
Jehová enviará sobre ti, y reprenderáse, y reprensión en todo lo que te has hecho, hasta que has hecho tu mano, y hasta que me has dejado.
Jehová hará pestilencia á ti, hasta que te consumiste desde la tierra, hasta que te destruirás de la tierra, á la cual has de poseer.
Jehová te herirá con lición, y contigo, y contigo, y con florecerá, y con amargura, y con amargura, y con el rocío, y con el rocío, y con el rocío.
Y tu cabeza que está sobre tu cabeza, y la tierra que está debajo de ti.
Jehová hará la lluvia de tu tierra y polvo; desde los cielos vendrá sobre ti, hasta que te destruirás.
Jehová te hará herir delante de tus enemigos: ve á un camino contra ellos, y siete caminos de ellos se huirás á todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves del cielo, y á las bestias de la tierra, y nadie las harán.
Jehová te herirá con la fuente de Egipto, y con los ríos, y con los llinos, y con los que no habían sanado.
Jehová te herirá con amargura, y se oscurecerán, y temblará de corazón:
Y socorrerás en el día de día, como ciegos en tinieblas, y no harás prosperar en tus caminos, y no serás destruído.
Con su mujer tomarás mujer, y el otro hombre con su casa: edificarás casa, y no morarás en ella: plantarás una viña, y no juntarás.
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitado de tu rostro, y no será quitado de tu rostro, y no será dado á tus enemigos.
Tus hijos y tus hijas serán á otro pueblo, y tus ojos mirarán, y mirarán con todo el día; y no habrá en tu mano.
El fruto de tu tierra, y todos tus trabajos, gente que no sabes; y serás quebrantado, y serás quebrantado.
Así que que, que se allegarás los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en los higos, con gran manera que no puede sanar de tu pie, desde la cumbre de tu cabeza á la cabeza de tu cabeza.
Jehová te hará subir, y tu rey que te pondrás sobre ti gente que no te has conocido ni tus padres; y allí te servirán allí dioses ajenos, y piedra.
Y después de las gentes se maravillarán, y una palabra, entre todas las gentes que Jehová te recogerá.
Y llevarás la simiente en el campo, y quebrarás en la langosta; porque la langosta hará.
Con viñas, plantarás, y no beberás, ni beberás de vino, ni beberás la oscuridad; porque los comerán.
Los olivas en todos tus términos, mas no te quebrarás con aceite, porque no te ensalzará su fruto.
Tú has engendrado y hijas, mas no los matarás; porque vendrán en cautiverio.
Todos los árboles de tu tierra comerán la langosta.
El extranjero que está en ti, levantará sobre ti alto; y tú saldrá en gran manera.
Entrará á ti, y no le harás fin; será la cabeza, y serás la cabeza, y serás el velo.
Y todas estas cosas vendrá sobre ti, y te recogerá, y te venderán hasta que te destruiste; porque no te has destruído á la voz de Jehová tu Dios, y guardar sus estatutos que te mandó:
Y serán sobre ti señal y por señal, y sobre tu simiente para siempre.
Porque no dijiste á Jehová tu Dios con gozo, y con gozo de corazón, y con alegría de todas las cosas de todas las cosas;
Por tanto, tú servirás tus enemigos que te enviará contra ti, en hambre y en sed, y en toda obra de todas las cosas: y pondrá sobre tu yugo, hasta el yugo de tu cuello, hasta que te destruída.
Jehová hará gente contra ti gente de la tierra, desde el fin de la tierra, como el águila; su lengua no entenderás gente;
La gente de la nación, que no se allegará á los viejos, ni á la gracia:
Y comerá el fruto de tu ganado, y el fruto de tu tierra, hasta que no te ha destruído; y el vino, ó el aceite de tus ovejas, ó el aceite de tus ovejas, hasta que te destruyeron.
Y quebrará en todas tus puertas, hasta que te ha dado Jehová tu Dios, hasta que has venido en todo tu tierra, en todas tus puertas, y en todas tus puertas que te ha dado Jehová tu tierra que te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado en el resplandor de ti, y con los enemigos de tus enemigos:
Así que el hombre que está entre vosotros, y con sus ojos será su ojo, y su mujer en su seno, y la mujer de su seno, y el resto de sus hijos que dejará:
Y el que no dará á ninguno de la carne de los hijos de sus hijos, porque no comerá nada: porque no le dejará en las puertas, y con los enemigos de tus enemigos.
La mujer y la mujer con vosotros, que no quisiera rezado á la tierra de su pie sobre la tierra de su pie sobre el seno, y su ojo será para el seno de su marido, y su hijo,
Y al mancebo que viene entre sus pies, y á sus hijos que ella hubiere de comer; porque ella comerá de todas las cosas de todas las cosas de las cosas, y con que tu enemigo te enseñoreará en tus puertas.
Si no guardares á hacer todas las palabras de esta ley que está escrito en este libro, para que seas hecho este nombre y temeroso, Jehová.
Y Jehová hará tu plaza, y la plaza de tu simiente, y la plaza de tu simiente, y de muchos días, y de gran manera.
Y llevará sobre ti todos los enfermos de Egipto, que temieron de ti; y ellos te tornarán á ti.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, Jehová los hará subir sobre ti, hasta que serás destruído.
Y seréis dejados en número de ellos, que fueron como estrellas del cielo, porque no oyéndolo la voz de Jehová tu Dios; porque no oyeres la voz de Jehová tu Dios.
Y acontecerá que Jehová os gozará sobre vosotros bien, y os multiplicará á Jehová, y á vosotros os multiplicaré; y Jehová os alegrará sobre vosotros, y os llevaréis de la tierra.
Y Jehová te esparcirán entre todo el pueblo, desde la tierra hasta el cabo de la tierra; y allí harás dioses ajenos, y tus padres, que no han conocido madera.
Y en estas gentes no hallarás, ni la fuente de tu pie: mas Jehová te dará reposo, y allí te dará un corazón de corazón, y de corazón, y de dolor:
Y tu vida será en ti, y temerás delante de ti; y noche y noche, y no tendrás día de tu vida.
En la mañana dirás: Delante de la mañana está Dios: y di á Dios, y di: ¡Oh Dios mío! porque son los ojos de tu corazón, y de los ojos de tu corazón, y de los ojos de tus ojos.
Y Jehová te llevará en Egipto con navíos, junto á la camino de donde te hablé, no lo verás más: y allá serán vendidos á vuestros enemigos, y mujeres y mujeres, y nadie volverán.
Y Josué juntó todas las tribus de Israel á Sichêm, y llamaron á los ancianos de Israel, y por sus jueces, y por sus oficiales, y sus oficiales delante de Dios.
Y dijo Josué á todo el pueblo: Así ha dicho Jehová Dios de Israel: Vuestros padres moraron á la otra parte del río en el tiempo de Abraham, y á los dioses de Abraham.
Y tomó vuestro padre de Abraham de la otra parte del río, y le llevaron por toda la tierra de Canaán, y le multiplicó á Isaac su simiente.
Y dí á Isaac Isaac á Isaac y Esaú: y dí á Esaú el monte de Seir, para poseerla á Egipto.
Y envió Moisés con Aarón y Aarón, y puse Egipto, conforme á los que hice entre ellos; y después de ellos os saqué.
Y llevé vuestros padres de Egipto, y vinieron á la mar; y los Egipcios salieron con vuestros carros y á caballo y á caballo.
Y clamando á Jehová, puso tinieblas entre vosotros y los Egipcios, y los sacó sobre ellos la mar y los ojos de ellos, y los han visto en Egipto.
Y os saqué en la tierra de los Amorrheos, que habitaban en la otra parte del Jordán, y pelearon con vosotros: y les dí en vuestras manos, para poseerlos delante de ellos.
Entonces Balac hijo de Zipán, rey de Moab, se levantó contra Israel, y envió á Balaam, y envió á Israel, hijo de Beor:
Mas no quería oir á Balaam, pues os bendijo: así os bendijo de su mano.
Y salisteis el Jordán, y vinieron á Jericó; y los de Jericó pelearon contra vosotros, y los Pherezeos, y los Cananeos, y los Cananeos, y al Hetheo, y al Jebuseo.
Y envió la red delante de vosotros, que les dice de delante de vosotros, los dos reyes de los Amorrheos: mas no con tu espada, ni con tu arco.
Y os he dado una tierra que no habéis hecho, y las ciudades que no edificasteis, y morasteis en ellas; de las viñas, y no comeréis.
Ahora pues el temor de Jehová, y servid en verdad y verdad en verdad y verdad que vuestros dioses que sirvieron á los dioses de la otra parte del río, y servid á Jehová.
Y si os parece mal para servir á Jehová, y os escogiere este día; si vuestros dioses que habéis servido á vuestros dioses que vuestros padres han servido en la tierra de los Amorrheos, y en la tierra de los Amorrheos, y en mi casa de los Amorrheos.
Y respondiendo el pueblo, dijo: No dejamos que Jehová Dios, para servir á dioses ajenos;
Porque Jehová nuestro Dios, él lo hizo que nos sacó y nuestros padres de la tierra de Egipto, desde la casa de la casa de la casa de nuestro Dios, y en ojos de nuestros ojos, y en el camino de todo el camino,
Y Jehová echó de delante de nosotros todo el pueblo, hasta los Amorrheos que habitaban en la tierra: por tanto también Jehová nuestro Dios, pues también él también él también Jehová nuestro Dios.
Y dijo Josué al pueblo: No habéis servido á Jehová: porque él es santo, Dios es Dios; no perdonará vuestros pecados, ni vuestros pecados.
Si dejareis á Jehová, y servid á dioses ajenos, y os hará mal, y os hará mal, y os hará lo que os ha hecho bien.
Y dijo el pueblo á Josué: No iremos; mas Jehová servimos á Jehová.
Y dijo Josué al pueblo: Vosotros sois testigos contra vosotros que habéis elegido á Jehová, servido á él. Y ellos dijeron: Vosotros somos testigos.
Y dijo, pues, dijo á los dioses que están entre vosotros, y profetiza vuestro corazón á Jehová vuestro Dios de Israel.
Y dijo el pueblo á Josué: Jehová nuestro Dios nos serviremos, y sirmos su voz.
Y Josué hizo alianza con el pueblo que había hecho, y púsolos por heredad y ordenanza en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, tomó una grande piedra, y puso una grande piedra debajo del santuario, que estaba junto al santuario de Jehová.
Y Josué dijo á todo el pueblo: He aquí esta piedra será testimonio á nosotros; porque todas las palabras que Jehová nos ha dicho: por tanto, por tanto, por tanto os será testimonio á vuestro Dios.
Y Josué se aparta el pueblo, cada uno á su heredad.
Y aconteció después de estas cosas, que Josué hijo de Nun murió, el siervo de Jehová, era ciento y diez años.
Y sepultáronlo en el término de su heredad en Timnath-hath-hath-hath-monte, que está en el monte de Gaón.
Y sirvió á Jehová todos los días de Josué, y todos los días de los ancianos que habían venido á Josué y que todas las obras de Jehová, que había hecho Israel.
Y los huesos de José, que los hijos de Israel habían traído de Egipto, sepultaron en Sichêm á Sichêm, en tierra de los hijos de Israel, padre de los hijos de Sichêm.
Y murió Eleazar hijo de Aarón, y sepultáronlo en collado collado que había dado á Phinees de su hijo, que le fué dado en el monte de Ephraim.
Y los Filisteos tomó el arca de Dios, y trajéronla de Eezer hasta Asdod.
Y los Filisteos tomó el arca de Dios, trajeron á la casa de Dón, y puso junto á Dón.
Y saliendo de Asdod, se levantó de la mañana, he aquí que estaba sobre su rostro á la faz del arca delante del arca de Jehová. Y llevaron á su lugar, y púsole en lugar.
Y saliendo de mañana el día siguiente, he aquí que estaba sobre su rostro á tierra delante del arca de Jehová, y la cabeza de Jehová; y la cabeza de su cabeza estaba sobre él.
Por tanto, ni los sacerdotes de Dón, ni de la casa de Demón, en la casa de Darón de Dón en Asdod hasta hoy.
Mas la mano de Jehová fué echado sobre ellos de Asdod, y los hirió, y los hirió con los términos de Asdod, y sus términos.
Y viendo los varones de Asdod que estaba así, dijeron: El arca de Dios de Israel no morará con nosotros: porque su mano está sobre nosotros, y sobre nosotros.
Por tanto, envió á todos los príncipes de los príncipes de los Filisteos, y díjoles: ¿Qué haremos con el arca de Dios de Israel? Y ellos respondieron el arca de Dios de Israel. Y ellos dijeron al arca de Dios.
Y fué así, que después que habían quedado alrededor de ella, la mano de Jehová fué contra la ciudad con grande ciudad; y los varones de la ciudad había hecho grande ciudad, y en secreto.
Por tanto, envió el arca de Dios á Ecrón. Y aconteció que el arca de Dios vino á Ecrón, que el arca de los hijos de los hijos de Israel, diciendo: A los pueblos de Israel.
Y envió y juntaron todos los príncipes de los príncipes de los Filisteos, y dijeron: Dejad el arca de Dios de Israel, y salga á su lugar, que no nos mató por pueblo.
Y murió los varones que no fueron heridos con los ríos; y el clamor de la ciudad subió al cielo.
Y oyendo el hijo de Saúl que Abner fué muerto en Hebrón, sus manos fueron turbados, y todos los términos de Israel fueron turbados.
Y el hijo de Saúl tenía dos varones que fueron capitanes de los hijos de Benjamín: el nombre de los hijos de Rechâb, y el nombre de Rimmón, los hijos de Benjamín;
Y los Beertheos huyeron á Gidén, y estuviéronse hasta hoy.
Y Jonathán, hijo de Saúl, tenía un hijo que fué hecho de sus años. Y era de Saúl, cuando los de Saúl y de Jonathán se levantó, y tomó su nombre.
Y los hijos de Rimmón de Rimmón, Risb, y Baana, vino á la gente de la casa de Is-boseth, el cual estaba en la cama de la casa de Ismaón.
Y vinieron allá en medio de la casa de la casa, aunque quisieron trigo, y le hirieron debajo de él á la quinto: y Rechâb su hermano escapó.
Porque entrando en la casa, puso en su cama en su cama, y le hirió, y le hirió, y le mataron, y tomándole su cabeza, y tomáronlos en la llanura.
Y llevaron la cabeza de Is-boseth á David, y dijo al rey: He aquí el rey de Is-boseth hijo de Is-boseth, que ha buscado el rey Jehová, y mi simiente.
Y David respondió á Rarab y á Baana, hijos de Rimmón, hijos de Rimothita, y díjoles: Vive Jehová, que ha redimido mi alma de todos,
Cuando me dijo uno, diciendo: He aquí que Saúl es muerto, que me trajere bien, y tomé de él en Siclag, y en Siclag que le había dado un pago;
¿Qué más más, cuando los impíos han muerto en su casa? ¿No haré ahora sobre su cama, y no os daré ahora su sangre de vuestra mano, y comeréis de la tierra?
Y mandó David sus mancebos, y los mataron, y los mataron sus manos y sus pies, y los pusieron sobre la cabeza de Hebrón. Mas ellos tomaron la cabeza de los Is-boseth, y sepultaron en el sepulcro de Hebrón.
Y oyendo la reina de Seba, oyendo de la puerta de Jehová, vino á él á él, y vinieron con él arones.
Y vino á Jerusalem con gran gran manera en gran manera, camellos que parió, y gran oro, y muy grandes preciosas; y cuando Salomón había venido á Salomón con todo lo que estaba en su corazón.
Y Salomón le contó todas sus armas; no hubo quien había escondido del rey, que no lo había dicho.
Y cuando la reina de Seba había visto toda la sabiduría de Salomón, y la casa que había edificado,
Y la mesa de su mesa, y la silla de sus siervos, y el espíritu de sus ministros, y sus vestidos, y su vestido, y su vestido, y su ropa que no había venido á la casa de Jehová.
Y ella dijo al rey: Este es verdadero, que oí en mi tierra de tus hechos y de sabiduría.
Mas no creí las palabras, hasta que he visto, y mis ojos, y he aquí que la mitad no me ha dicho.
Los varones son tus hombres, bienaventurado son tus siervos, que están siempre delante de ti, y que oigan la sabiduría.
Bendito Jehová tu Dios, que te puso en ti, para que te puso sobre el trono de Israel: porque Jehová ha hecho Israel, por tanto que te ha hecho juicio y justicia.
Y dió el rey cien talentos, y veinte talentos de oro, y de gran manera, y de grandes piedras; no vinieron más más de estas cosas, como Salomón había dado á Salomón rey Salomón.
Y la envidia de Hiram, que hizo oro de Ophir de Ophir, desde Ophir de gran manera, y piedras preciosas.
E hizo los árboles del rey los árboles de la casa de Jehová, y por las cabezas del rey, y con los salterio, y con salterio no habían visto hoy.
Y el rey Salomón dió á la reina de Seba, todo lo que había pedido, de lo que Salomón le había dado. Y ella volvió á su tierra, y á sus siervos.
Y el peso de oro que vino Salomón en un año, seiscientos talentos de oro, seiscientos talentos de oro,
Y de los hijos de los mercaderes, y de los mercaderes, y de los mercaderes, y de todos los reyes de Arabes, y de los reyes de la tierra.
Y el rey Salomón hizo doscientos de oro, y seis siclos de oro, seiscientos siclos de oro.
E hizo tres nombras de oro, tres veces de oro, á un rey de oro; y el rey los puso en la casa del Líbano.
Y el rey hizo grande trono de un trono, y cubrióla de oro.
El trono tenía seis pasos, y la cumbre del trono era de alrededor; y estaba en el lugar de la parte de la silla, dos leones de la silla, y dos leones.
Y doce leones estaban en la otra parte de la otra parte sobre los seis pasos; no había allí como en el reino.
Y todos los vasos del rey Salomón eran vasos de oro, y todos los vasos de la casa del Líbano eran de la casa del Líbano: ninguno había de plata en los días de los días de Salomón.
Porque el rey tenía envidia de la mar, y con los tres años de la casa de Hiram: tres años vinieron tres años en el templo de Tharsis, y oro, y oro, y plata, y plata.
Así hizo Salomón el rey Salomón todos los reyes de la tierra por riquezas y sabiduría.
Y toda la tierra buscó Salomón, para oir su sabiduría, que Dios había puesto en su corazón.
Y trajeron cada uno de su presente, vasos de plata, y vasos de oro, y de vestidos, y de vestidos, y de caballos, y de un año.
Y Salomón juntó á los carros y á caballo; y tenía mil y cuatrocientos, y doce mil y á caballo, al cual había quedado en las ciudades de los carros, y con Jerusalem.
E hizo el rey plata en Jerusalem como piedras, y los cedros para que están en los campos de los cedros, para abundancia que están en la abundancia.
E hizo Salomón caballos de Egipto, y de lino, y de los mercaderes: los mercaderes el rey de los mercaderes.
Y subió un carro, y salieron de Egipto por cien siclos de plata, y caballo para ciento y cincuenta; y todos los reyes de los reyes de los Hetheo, y por los reyes de Siria, y los reyes de Siria.
Y aconteció en el tercer año de Oseas hijo de Ela, rey de Israel, que Ezechîas hijo de Achâz rey de Judá comenzó á reinar.
Y de cinco años era cuando comenzó á reinar, y reinó veinte años en Jerusalem; y reinó en Jerusalem veinte años de su madre. Y el nombre de su madre fué Abarías, hija de Zarías.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre David hizo.
Envió los altos, y quebró las estatuas, y quebró las estatuas, y quebróse en los hijos de bronce que Moisés hizo los hijos de Israel; y llamó á los hijos de Israel.
En Jehová Dios de Israel, así fué como no le hubo quien le había de ser como en todos los reyes de Judá, ni quien habían venido delante de él.
Porque llegó á Jehová, y no se apartó de él, mas guardó de él sus mandamientos que Jehová mandó á Moisés.
Y Jehová fué con él; y él había hecho lo que había venido; y él se rebeló contra el rey de los Asirios, y no le sirvió.
E hirió los Filisteos hasta Gaza, y sus términos, desde la torre de la torre de la ciudad hasta la ciudad fuertes.
Y aconteció en el cuarto año del rey Ezechîas, que Ezechîas fué el año de Olila, hijo de Ela, rey de Israel, que subió al rey de Asiria, y púsola.
Y en el cabo de tres años lo tomaron: en el sexto año de Ezechîas, que es el año de los siglos, rey de Israel fué tomada.
Y el rey de los Asirios sacaron á Israel, y los puso en Halah y en el río de Gozán, y en las ciudades de Machîs;
Porque no obedecieron la voz de Jehová su Dios, sino que su pacto, y todo lo que Moisés siervo de Jehová había mandado, y no los quiso oir.
Y en el año décimo del rey Ezechîas hizo á Sennachêrib rey de los Asirios, y tomólos en todas las ciudades de Judá, y los tomó.
Y envió Ezechîas rey de Judá al rey de Asiria, á Lachîs, diciendo: Yo me torné de mí, que me has puesto de mí. Y el rey de los Asirios.
Y Ezechîas le dió todo el dinero que fué hallado en la casa de Jehová, y en los tesoros de la casa del rey.
EN aquel tiempo Ezechîas tomó el oro de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá, y las columnas del rey de Asiria.
Y envió el rey de los Asirios y Rabba, y Rabsaa de Lachîs, desde Lachîs rey Ezechîas contra Jerusalem. Y subieron á Jerusalem, y cuando habían venido á Jerusalem.
Y llamando al rey, salió á ellos á Eliacim, hijo de Hilcías, que estaba sobre la familia de la casa de Asaph, y de Joachâz hijo de Asaph.
Y Rabsaces les dijo: Habla á Ezechîas: Así ha dicho el rey Ezechîas: Así ha dicho el rey de Asiria: ¿Qué es esto?
Tú dices: No son las palabras, mas las palabras de la guerra y de la guerra. Y tú esperaron contra mí, porque no confias contra mí.
Y he aquí que tú clamas sobre la caza de esta caña sobre Egipto, y sobre Egipto, que si alguno alguno estaba en su mano, y en su mano, así es rey de Egipto.
Mas si me dijereis, esperamos en Jehová nuestro Dios: ¿No está el que él, cuyo Dios ha quitado, y sus altares, y Judá ha dicho delante de Jerusalem?
Ahora pues, yo te ruego, daré á mi señor el rey de Asiria, y te libraré dos mil caballos, y te libraré en pos de ellos.
¿Cómo pues quieres la faz de un capitán de los pequeños de mi señor, y puso tus carros en Egipto?
¿No he venido ahora á Jehová contra este lugar? Jehová dijo á mí: Ve contra esta tierra, y haz subir contra esta tierra, y destruída.
Y dijo Eliacim hijo de Hilcías, y Seba, y Jocía á Rabba, y á Rabsaces, ruégote que te ruego en los siervos de los Judíos, porque no conocemos con los Judíos.
Mas Rabsaces dijo Rabsaces: ¿A mí me envió á tu señor á ti, y á ti te envió estas palabras? ¿No me ha enviado á los hombres que estaban en el muro, y beben su mata,
Entonces Rabsaces se puso, y clamaban con grande voz en alta voz, y hablaron, diciendo: Oid la palabra del rey de Asiria, el rey de Asiria:
Así dice el rey: No os engañará Ezechîas: porque no os podrá libraros de su mano:
Y no os confian Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad, y no será entregado en mano del rey de Asiria.
No á Ezechîas: porque así ha dicho el rey de Asiria, que me ayudare con un presente, y saliereis con un hombre, y venid cada uno de su vid, y bebéis cada uno de su higuera:
Hasta que vengo y os quitaré á tierra como vuestra tierra, una tierra de vino y de vino, tierra de pan y de pan, y de miel, para que no muera.
¿Ha de los dioses de los dioses de las gentes á toda su tierra de los Asirios?
¿Dónde están los dioses de Hamath, y de Arriim? ¿dónde están los dioses de Sepharim, y Harán?
¿Quién son entre los dioses de los dioses de las tierras, que han librado de mi mano, para que Jehová librase de mi mano?
Mas el pueblo tuvo paz, y no le respondió palabra: porque el mandamiento del rey fué dicho, diciendo: No le respondió.
Y FUÉ Eliacim hijo de Hilcías, que estaba sobre la familia, y Seba hijo de Asaph, y Joía hijo de Asaph, con sus vestidos, y sus vestidos, y las palabras de Rabba.
Y cuando David era de días y de días, hizo Salomón su hijo sobre Israel.
Y juntó todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de los treinta años de treinta años; y sus contados por el número de ellos, cada uno era treinta y ocho mil.
De veinte mil y cuatro mil estaban junto á la obra de la casa de Jehová; y seis mil y seiscientos.
Y eran cuatro mil, y cuatro mil que clamaron á Jehová con los vasos que hice, para alabar.
Y los repartimientos de los hijos de Leví, á los hijos de Leví, Gersón, Coath, y Merari.
De Gersón fueron los hijos de Gersón, y Simi.
Los hijos de Laadán: el principal de Jehiel, y Zetham, y Joel.
Los hijos de Semei: Seluth, y Asán, y Harán. Estos fueron los principales de los padres de los padres de los padres de los padres de los padres de los padres de los padres.
Y los hijos de Semei, Jahath, y Jeu, y Jeemía, y Bería. Estos fueron los hijos de Semei.
Y Janán fué el principal de los hijos de ellos, y Siel: mas no tenía muchos hijos; por tanto, por tanto, conforme á la casa de su padre.
Los hijos de Coath: Amram, Izhar, Hebrón, Hebrón, y Uzziel.
Los hijos de Amram: Aarón y Aarón fué apartado, para que santificó el santuario, y sus hijos, y sus hijos para quemar sahumerios delante de Jehová, y para bendecir su nombre.
Y de Moisés el varón de Dios, sus hijos fueron llamado de la tribu de Leví.
Los hijos de Moisés, Gersón, Eliezer, Eliezer.
De los hijos de Gersón, Seba el principal de los hijos de Gersón.
Y los hijos de Eliezer fueron Reezer, Rea. Y Eliezer no tenían otros hijos; mas los hijos de Reara fueron muchos.
De los hijos de Izhar: Seluth.
De los hijos de Hebrón: Jeroía el primero primero, Amarías, Jaanael el tercero, Jadán el tercero.
De los hijos de Uzziel: Michâ el primero, y Jesía.
Los hijos de Merari: Mausi, y Musi. Los hijos de Mahi, Eleazar.
Y murió Eleazar, y no tenía hijos, mas hijas de los hijos de Cis, y los hermanos de Cis.
Los hijos de Musi: Mausi, y Ethaoth, y Asán.
Estos fueron los hijos de Leví conforme á la casa de sus padres; los príncipes de los padres fueron por número de los nombres, que habían hecho las casas de los nombres de la casa de Jehová, y de veinte años.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que moran en Jerusalem:
Y también á los Levitas, no harán más que el tabernáculo, ni á sus vasos para el servicio.
Porque por los postreros de David fueron contados de veinte años de veinte años.
Por cuanto á los hijos de Aarón, en el servicio de la casa de Jehová, en los atrios de la casa de Jehová, y en las cámaras de toda la santa santa santa, y de la obra de la obra de la casa de Dios;
Y para el pan de pan, y para el presente de harina, y de los panes sin levadura, y de los que está en el día, y de todas las cosas que es, y de toda medida;
Y para toda mañana, y alabar á Jehová, y á Jehová, y á la misma manera;
Y sacrificó todos los sacrificios á Jehová en los sábados, en los sábados, en las solemnidades, y en las solemnidades, conforme á la cuenta de Jehová:
Y para que guardasen la guarda del tabernáculo del testimonio, y la guarda de los hijos de Aarón, y la guarda de sus hermanos, en el servicio de la casa de Jehová.
Joas era de siete años cuando comenzó á reinar, y reinó cuarenta años en Jerusalem.
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada, sacerdote de Joiada.
Y tomó Joiada por dos mujeres, y engendró hijos é hijas.
Y aconteció después de esto, que Joas había de venir á la casa de Jehová.
Y juntó los sacerdotes con los sacerdotes y Levitas, les dijo: Ve á las ciudades de Judá y de todo Israel, y de todo el año de la casa de Dios vuestro año para ver.
Y dijo el rey Joiada por el principal de los Levitas, y díjole: ¿Por qué no has venido de subir de los Levitas en Judá y de Jerusalem, conforme á la congregación de la congregación de Moisés siervo de Jehová, y de la congregación de Israel?
Porque los hijos de Athalía, que la mujer de Dios habían quedado, quebró la casa de Dios; y también todos los Baales de la casa de Jehová, sobre los Baales.
Y en el mandamiento del rey habían hecho, y puso en la puerta de la puerta de la casa de Jehová.
Y pusieron por Judá á Judá en Judá y Jerusalem, para llevar en el desierto que Moisés había puesto el siervo de Dios sobre Israel.
Y todos los príncipes y todo el pueblo se alegraron, y echáronse en el valle, y echáronlos hasta que habían hecho fin.
Y aconteció que en aquel tiempo fué traído á la abundancia del rey de los Levitas por mano de los Levitas, y cuando vieron allí el dinero del rey, y el dinero del rey.
Y el rey Joiada Joiada dió á los que habían hecho obra de la obra de la casa de Jehová, y de los hijos de la casa de la casa de Jehová, y de metal.
Así hicieron los varones, y la obra de Dios fué hecho por ellos, y pusieron la casa de Dios en su boca, y púsola.
Y como lo habían acabado, trajeron los demás de la dinero delante del rey y Joiada, que había hecho los vasos de la casa de Jehová, y de los vasos de oro, y de oro, y de oro.
Mas Joiada era viejo, y fué lleno de días cuando murió; y murió treinta años cuando murió.
Y sepultáronlo en la ciudad de David entre los reyes de David, porque había hecho bien en Israel, y á su casa, y á su casa.
Y después de la muerte de Joiada vino los príncipes de Judá, é hizo pecar al rey. Y el rey los oyó al rey.
Y dejaron la casa de Jehová Dios de los padres de sus padres, y sirvieron á Judá y á Judá y á Jerusalem: y á este enojo.
Y envió profetas á ellos, para que los llevasen á Jehová; mas ellos ellos les hablaron contra ellos, mas no quisieron oído oído.
Y FUÉ el espíritu de Dios sobre Zachârías hijo de Joiada, que estaba sobre el pueblo, y díjoles: ¿Por qué os ha dicho el Dios de los mandamientos de Jehová, porque no habéis dejado?
Y conspiraron contra él, y le apedrearon con piedras del rey en el atrio del patio de la casa de Jehová.
Y Joas no se acordó de la misericordia del rey Joiada, sino que le había hecho, sino que murió su hijo, y dijo: Vive Jehová.
Y aconteció al cabo del año, que el ejército de Siria subió contra él; y vinieron contra él á Judá y á Jerusalem, y destruyeron todos los príncipes de los príncipes de los pueblos, y envió todo el rey de Damasco.
Porque los Siros de los Siros vinieron con el ejército de los Siros, y Jehová entregó un gran ejército en su mano, porque habían dejado Jehová el Dios de sus padres.
Y cuando se fueron de él, (porque no le habían quedado en gran manera, y sus siervos se habían conspirado contra él la sangre de los hijos de Joiada, y sobre él, y murió en la cama de David.
Y estos son los que habían conspirado contra él; Zabad hijo de Sima, y Jozabad hijo de Sima, y Jozabad hijo de Morith.
Y de los hijos de sus hijos, y la grandeza de los que habían puesto sobre él, y las alturas de la casa de Dios, he aquí está escrito en el libro de los reyes de los reyes.
Y todo el pueblo se juntaron como uno en la plaza que estaba delante de las aguas, y hablaron á Ezra al libro de la ley de Moisés, que Jehová había mandado á Israel.
Y Ezra el sacerdote la ley de la congregación, y mujeres y mujeres, y todas las cosas que oyeron con entendimiento, el primer mes séptimo.
Y leyó en la plaza de la puerta que estaba delante de la puerta hasta el día y las mujeres, y las mujeres que habían conocido, y los oídos del pueblo.
Y Esdras estaba el escriba sobre el lago de madera, que habían hecho por el negocio; y junto á Mathana, y á Ana, y á Abías, y á Hilcías, y á Hilcías, y á la izquierda, y á la diestra, y á su mano derecha, y á la diestra.
Y Esdras abrió el libro en ojos de todo el pueblo; porque era sobre todo el pueblo; porque él abrió todo el pueblo, y abrió el pueblo;
Y Esra á Jehová, bendijo el Dios Dios. Y respondiendo todo el pueblo, dijo: Amén, á los hijos de sus manos, y adoraron á Jehová con sus rostros.
Y Jesuá, Bani, y á Seba, y á Alib, á Sadán, Sebán, Maasías, Maasías, á Azarías, y á Azarías, y á los Levitas, y á los Levitas, y á la ley;
Y leían en el libro de la ley de Dios en el libro de Dios, y dió la senda, y les dió lo que entendió.
Y Neheías, que el Tirsatha, y Ezra el sacerdote, y Ezra el pueblo, y los Levitas que enseñaban el pueblo, dijo á Jehová vuestro Dios: No lloraron, ni lloraron.
Y él les dijo: Id vuestro camino, comerá el sebo, y bebed, y enviad el olor de los cuales no es el Señor nuestro; porque este día es santo.
Y los Levitas se juntaron á todo el pueblo, diciendo: Otra vuestra paz, porque el día es santo; ni seáis firmes.
Y todo el pueblo se fué á comer, y á beber, y á enviar grandes, y á hacer grandes palabras, porque los entendieron las palabras.
Y el segundo día de los padres se juntaron los príncipes de todos los sacerdotes, los sacerdotes y los Levitas, y los Levitas hasta el escriba, entendieron las palabras de la ley.
Y hallaron en la ley que Jehová había mandado por Moisés, para que los hijos de Israel morasen en la fiesta del mes séptimo:
Y para que se arrepintiesen en todas sus ciudades, y en Jerusalem, diciendo: Ve al monte y á los olivas, y á las ramas, y palmas, y palmas, y palmas.
Y salió el pueblo, y sacáronlos, é hízolos en la puerta de su casa, cada uno de la casa de su casa, y en los atrios de la casa de Dios, y en las plazas de la puerta de Ephraim.
Y toda la congregación de los que habían venido de la transmigragración, y sentóse debajo de los días de los días de Jesual hijo de Nun que no habían hecho el día de los hijos de Israel.
Y en aquel día, desde el día primero hasta el postrero de la ley, leyó en el libro de la ley de Dios. Y ellos guardaron el octavo día de la congregación, conforme á la congregación.
Y respondiendo Eliphaz, dijo:
¿De la sabiduría de los sabios, y de su vientre hinchido con el oriente?
¿Cantantorando con la mesa? ¿ó con qué no puede hacer bien? ¿con qué no puede hacer bien?
Y tú, oh temor, y la oración delante de Dios.
Porque tu boca entiende tu iniquidad, y tú estarás la lengua de la lengua.
Tu boca te bendita, y no te engañe; y tus labios te testifican contra ti.
¿Eres tú el primer hombre que había nacido? ¿ó has hecho delante de los collados?
¿Has oído el secreto de Dios? ¿y no te esconderás en sabiduría para ti?
¿Qué sabes que no sabemos que no sabemos? ¿qué es tú, que no hay en nosotros?
Con nosotros somos los hijos de ellos, y muy muy muy más que tu padre.
¿Hay el Dios de Dios con ti? ¿hay cosa contigo contigo?
¿Por qué te apartará tu corazón? ¿y qué te hace tus ojos,
Para que tu espíritu, contra Dios, y guardaste las palabras de tu boca?
¿Qué hombre, que fuere limpio? ¿y el hombre que es nacido de mujer, para que es justo?
He aquí que no confiaba en sus santos; y los cielos no están limpio en sus ojos.
¿Qué más se hace más, y tu hombre, que bebe como agua?
Yo te mostraré, y que me he visto que yo he visto;
Los sabios han dado de sus padres, y no han escondido;
A los cuales solo fué dado la tierra, y no pasada entre ellos.
El impío se enseñoreare con todos sus días, y el número de años, y el número de los años es á los años.
El sonido de sus oídos está en sus oídos: en la caridad vendrá sobre él.
No cree aquel que volverá de tinieblas, y él está esperado de espada.
Como se levantó pan por pan, diciendo: ¿Dónde está el que el día de tinieblas en su mano.
A la manera que le temerán; y le temerán contra él, como una batalla, como un rey á la batalla.
Porque extiende su mano contra Dios, y limpió contra el Omnipotente.
El que está sobre él, sobre su cuello, sobre el borde su cerviz:
Porque quebró su rostro con grosura, y hace cesar de sus secos.
Y mora en ciudades, y no en las casas que no habitan, las cuales están para ser destruído.
No será rico, ni su hacienda, ni su hacienda será sobre la tierra.
No se apartará de tinieblas, la llama llama llama de su boca, y por el espíritu de su boca saldrá.
No sea el que esperado en vanidad: porque vanidad será su paja.
Cada cual se cumplirá delante de su tiempo, y su gusano no será.
Entrará su caída como la vid, y echará la vid, y echará sus olivas como la olivas.
Porque la congregación de los hipócritas serán desiertos, y fuego será quebrantado.
Escucura, y vanidad, y su vientre, y su vientre está engaño.
Jehová, ¿cómo me aumentan los que me aumentan? Todos los que se levantan contra mí.
No hay quien dicen de mi alma, no hay quien le ayudaba en Dios. (Selah.)
Mas tú, Jehová, escudo, escudo de mí; mi gloria y la fortaleza de mi cabeza.
Yo clamé á Jehová con mi voz, y oyó de su santidad. (Selah.)
Yo me rodeé, y clamé; porque Jehová me ayudé.
No seré temor de diez millares de los pueblos, que han puesto contra mí alrededor de alrededor.
Levántate, oh Jehová, salvador, mi Dios; porque has herido á todos mis enemigos sobre los humildes; quebraste los dientes de los dientes.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Gozad en Jehová, justos, justos: porque la alabanza es para los rectos de los rectos.
Alabad á Jehová con gripa: cantadle con el salterio y de diez.
Cantad á él un nuevo nuevo nuevo nuevo; córtico con grande voz.
Porque la palabra de Jehová es recto; y todas sus obras son en verdad.
El que ama justicia y juicio: la tierra está llena de Jehová.
Por la palabra de Jehová fueron los cielos; y todo el ejército de ellos se hizo el espíritu de su boca.
Extiende las aguas de la mar, como un montón: el que alzare los profundos en los abismos.
Toda la tierra teme Jehová: todos los moradores de los moradores del mundo están en él.
Porque él habló, y fué hecho; y paróse.
Jehová hace el consejo de las gentes: el consejo de los pueblos no hace.
El consejo de Jehová se hace siempre, los pensamientos de su corazón para generación.
Bendito la gente que Dios es Jehová, y el pueblo que ha elegido á su heredad.
Jehová mira del cielo; todos los hijos de los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
A los corazones de su corazón, á todos sus obras, y á todas sus obras.
No hay el rey por la multitud del ejército: el hombre hombre no ha librado con fortaleza.
El caballo es vano en vano, y no librará de su fortaleza. No librará á su fortaleza.
He aquí el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Para librar su alma de muerte, y guardáronlos en hambre.
Nuestra alma clama á Jehová; él es nuestro alma y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque esperamos en su santo santo nombre.
Salmo de David, oh Jehová, sobre nosotros, como esperamos en ti.
Al Músico principal: Salmo de David: Salmo de Dios: Salmo de David, oh Dios mío, mi alma te buscaré mi carne en seco, y no hay agua;
Para ver tu potencia y tu gloria, así te he visto en el santuario.
Porque tu misericordia es más que la vida, mis labios te alabarán.
Así bendeciré á ti, cuando viviré: alzaré mis manos en tu nombre.
Mi alma se hartará como con grosura, y mi boca te alabará contigo:
Cuando te acordare sobre mi cama, y sobre ti te medidas.
Porque tú has sido mi ayudado, en la sombra de tus alas me alegraré.
Mi alma se aparta después de ti: tu diestra me hace.
Mas los que buscan mi alma, para destruída, irán á los lugares de la tierra.
A cuchillo caerán á cuchillo: serán una parte de mentira.
Mas el rey se alegrará en Dios; todo lo que se enseñoreará por él: mas la boca de los que hablan mentira, se burlarán.
Jehová está vestido, vestido de grandeza; Jehová está vestido de fortaleza, con que con que se puso; también el mundo también el mundo, no se maravillare.
Tu trono está firme de los siglos.
Los ríos alzaron, oh Jehová, los ríos han alzado su voz; los ríos alzaron su voz.
Jehová sobre los altos es más que el estruendo de muchas aguas, y más fuertes que los fuertes de la mar.
Tus testimonios son tus testimonios: tu santidad viene, oh Jehová, para siempre.
Al Músico principal: sobre los ojos de David, oh ojos, oh ojos de los cielos.
He aquí que los ojos de los siervos de los siervos de sus señores, y como los ojos de sus manos á la mano de sus ojos, así esperó á Jehová nuestro Dios sobre nosotros.
Al Músico principal: Salmo de Jehová, sobre nosotros, oh Jehová, sobre nosotros; porque somos llenos de tempestad.
Nuestra alma se llenó con el alma de aquellos que están en pos de los soberbios, y con la tempestad de los soberbios.
Hijo mío, no olvides mi ley; mas tus mandamientos guardan mi corazón:
Porque de los días, y la vida, y la paz te preguntará.
No te dejes misericordia y verdad te dejes; escrita sobre la mesa de tu corazón: escrita sobre el corazón de tu corazón.
Y hallarás gracia y entendimiento en los ojos de Dios y de Dios.
No en Jehová tu corazón Jehová con todo tu corazón; y no á tu entendimiento.
En todos tus caminos le conocen, y él tendrá tus veredas.
No temas en tus ojos: temed Jehová, y se aparta de mal.
Como tu nive á tus huesos, y á tus huesos serán para tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todos tus frutos:
Y será tu vestido con hartura, y tu senda de vino, y de nuevo con vino.
Hijo mío, no engañe el castigo de Jehová; ni sea cansado de su corrección:
Porque Jehová ama al que ama, como el padre, como el padre en quien ama.
El hombre es el hombre que la sabiduría, y el hombre que hace entendimiento.
Porque la mercadera de los mercaderes más que los mercaderes de plata, y de oro que su tienda.
Mejor es más precioso que los vasos; y todas las cosas no quisieres para comer.
Llama de los días está en su diestra, y en su mano izquierda y la honra.
Sus caminos son caminos de mentira, y todos sus veredas son paz.
Hay árbol de vida para los que pusieren sobre ella: y bienaventurado todo lo que se enseñoreare.
Jehová fundó la sabiduría en los cielos: por entendimiento ha confirmado los cielos.
Con sus profundas son quebrados, y las nubes se quebran el rocío.
Hijo mío, no se apartan de tus ojos: guardan sabiduría y prudencia:
Y serán vida á tu alma, y gracia á tu cuello.
Y andarás en tu camino, y tu pie no caerá.
Cuando tú derribares, no habrá miedo; y tu sueño se acostará, y tu sueño será suave.
No temas de los impíos, ni de asolamiento, ni de la soledad, cuando viene.
Porque Jehová será tu confianza, y guardará de tu pie.
No hay bien de ellos bien que es de ellos, cuando está en la potencia de tu mano para hacer hacer.
No digas á tu prójimo: Ve, y vete á mañana, y mañana te daré; cuando te has de dar por ti.
No te librará mal contra tu prójimo, que habita contigo.
No te saludan con el hombre sin causa, si no te hubiere hecho.
No dejes la envidia, ni quisiste de sus caminos.
Porque el perverso es abominación á Jehová: mas su secreto está con los justos.
La maldición de Jehová está en la casa de los impíos: mas él bendita la morada de los justos.
Ciertamente el que hace los esquinas: mas él da gracia á los humildes.
La gloria de los necios heredarán: mas la confusión será el insensato de los necios.
Yo dije en mi corazón: Ve ahora ahora contigo, yo te haré contigo, y por tanto, y he aquí que este gozo es vanidad.
He dicho de la oscuridad, es; y de la mesa, ¿qué hace hacer?
Yo buscando en mi corazón á mí vino, mas no se alegre en mi sabiduría, hasta que yo vego de hacer lo bueno, hasta los hijos de los hijos de los hombres que hacen debajo del cielo.
Yo me hice grandes obras; me edificé casas, planté viñas;
Yo me formé y cuerdas de todos los frutos, y planté en ellas de toda especie:
Yo me descubrieron de agua, para que el agua que ponga;
Esforme los siervos y siervas, y tenía siervos en mi casa; también también yo también yo también en mis posesiones y bestias que están en Jerusalem.
Y me juntó plata y oro, y el tesoro de los reyes de los reyes y de las provincias: de mí me cantores y las mujeres de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos, y de todos los vasos.
Y fuí grande grande grande grande grande más que todos los que están delante de Jerusalem; también mi sabiduría estaba conmigo con mí.
Y todo lo que mis ojos no guardé de ellos, no me esconderé de mi corazón; porque mi corazón se gozó de todo mi trabajo.
Y vi á todas las obras que mis manos habían hecho, y sobre el trabajo que había hecho; y he aquí todo lo que yo soy vanidad, y no hay debajo del sol.
Y torné á mí sabiduría, y la necedad, y la necedad: ¿qué puede qué el rey después que ha sido hecho el rey?
Y vi sabiduría que la sabiduría, como está luz.
Los ojos del hombre son los ojos de su cabeza; mas el necio anda en tinieblas: y yo me conocí también á todos los que están en ellas.
Y dije en mi corazón: Como Como el necio para el necio, así me ha dicho el necio: ¿y por qué era más sabio? Y yo también mi corazón en este corazón.
Porque no hay memoria de los sabios más que el necio para siempre; porque el que ahora está en los días de los días. Y todo el hombre morirá el necio.
Por tanto me aborrecí la vida, porque el sol está debajo del sol: porque toda vanidad es toda vanidad y aflicción de espíritu.
Y aborrecido todo mi trabajo que había tomado debajo del sol; porque yo dejaré al hombre que me dejaré.
Y ¿quién sabe, si el necio será sabio ó el necio? mas él se enseñoreará sobre todo mi trabajo, y en qué me mostré, y en que yo soy vanidad.
Por tanto, fuí á causa de mí mi corazón todo el trabajo que hice debajo del sol.
Porque hay hombre que está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no ha de venir en ella su porción.
Porque ¿qué ha de todo su trabajo, y de su corazón, en que ha trabajado debajo del sol?
Porque todos sus días son encantados, y su trabajo no toma, y su corazón no toma en la noche. Esto es vanidad.
No hay nada por hombre que había de comer, que comió y bebía, y beba su alma en su trabajo. Esto también lo vi también la mano de Dios.
Porque ¿quién comeréis, ó quién quién podrá ser más, más que yo más que yo?
Porque Dios da al hombre que está en los ojos de su sabiduría, y ciencia: mas á la dueve, y á la fuente, para que le dé bien delante de Dios.
Y en aquel día dirás: Oh Jehová, te alabaré; aunque te enojaré con tu furor, y tú me ha vuelto.
He aquí, Dios es mi salud, y no temeré; porque Jehová es mi Dios.
Por tanto, con gozo comeréis de salud de salud.
Y en aquel día diréis: Alabad á Jehová, invocará su nombre en el pueblo, su pueblo que está ensalzado su nombre.
Cantad á Jehová, porque ha hecho esto: es esto en toda la tierra.
Clama de Sión y de Sión, porque grande es el Santo de Sión en medio de ti.
He aquí mi siervo, al cual yo doy; mis escogidos, en que mi alma he puesto mi espíritu; pondré mi espíritu sobre él juicio.
No clamará, ni alzará su voz, ni se oyó en las plazas.
No quebrantará la caña, y no quebrará el rey, y no se apagará: llevará juicio á verdad.
No se faltará ni codiciar, hasta que hubiere puesto juicio en la tierra; y el pollino esperará su ley.
Así ha dicho Jehová el Dios, que crió los cielos, y los extendió; el que extendió la tierra, y el que viene de él, y sobre él mismo espíritu;
Jehová te he llamado en justicia, y te daré tu mano, y te guardará, y te daré por pacto de la luz, por luz de los Gentiles;
A los ciegos, llevan los ojos de la cárcel de la cárcel, y los que estaban en tinieblas de la casa de la cárcel.
Yo soy Jehová: y mi nombre es mi gloria, y no daré á mis estatuas, ni á mi alabanza.
He aquí, las cosas son las cosas, y nuevo nuevo: delante de ellos os digo que yo os digo.
Cantad á Jehová el nuevo nuevo nuevo, y su alabanza de la tierra, que salid á la mar, y todo lo que está en ella, y sus moradores.
Alábase el desierto y sus ciudades, sus aldeas, aldeas que habitaban en Cedar: los moradores de la peña de los moradores de la cumbre de los montes.
Alábase á Jehová, y alabad su alabanza.
Jehová saldrá como valiente, el hombre de guerra, como un hombre de guerra: él clamará, y caerá contra sus enemigos, y caerá contra sus enemigos.
Hasta tiempo de paz he sido mi paz; en mí clamé, y me rodearé: ahora me haré como una mujer, y me haré como una vez.
Haré montes y collados, y seco, y toda sus ramas; y pondré los ríos, y pondré los ríos, y destruiré los ríos.
Y llevaré los ciegos por el camino que no conocían, y no los guardaré en las veredas que no han conocido las tinieblas delante de ellos, y no las haré cesar.
Y se tornarán, se avergonzarán en gran manera, que esperarán en esculturas, que dicen los dioses ajenos: Vosotros sois nuestros dioses.
Oid, y mirad, ciegos, y ciegos, para que veáis.
¿Quién es ciegos, mas mi siervo? ¿como el mensajero mío, como yo he enviado á los ciegos? ¿quién es el siervo de Jehová?
Con muchas cosas, mas no guardas, mas no guardas las oídos, mas no oye.
Jehová es bien de su justicia, por amor de su justicia; alabará la ley, y lo hará hacer.
Mas este pueblo es el pueblo, y destruída; todos ellos están en la cárcel, y en las casas de la cárcel, y no tienen presa; porque no puede quien nadie, dice, dice:
¿Quién os dará en este oído? ¿y quién oirán al tiempo?
¿Quién dió Jacob por los despojos, y á Israel? No hicieron Jehová, ¿no hemos hecho contra los cuales han hecho? porque no andaban en sus caminos, ni tenían la ley.
Por tanto derramó sobre él la ira de su furor, y la fortaleza de la batalla: y puso fuego sobre él fuego en derredor, y no lo conocieron.
Los hijos de Benjamín, huid á huir de la tierra de Jerusalem, y la bocina en Teccccón, y la voz del fuego; porque el resto de Beth-lom, y del norte, y del norte.
La hija de Sión, la hija de Sión, y la mujer de mujer.
Y los pastores de ellos vendrán á sus ovejas, irán su cántaro contra sus tiendas, cada cual apacentarán cada uno en su lugar.
Velad contra ella su guerra, y nos levantáis en el día de la tarde. ¡Ay del día! porque el día de la tarde se enseñorean.
Levántate, y vete de noche, y destrugamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Apartaos, y echó un monte contra Jerusalem: esta ciudad es la ciudad para visitar en medio de ella.
Como la fuente la fuente de su aguas, y ella se levantó su impiedad: y la violencia se oyó en su rostro, y las heridas de mí.
Tres, oh alma, Jerusalem, porque no te apartan mi alma, porque no te destruída en tierra.
Así ha dicho Jehová de los ejércitos, príncipe de los ejércitos, los reliquias de Israel como la vid de la vid de la vid de Israel.
¿A quién hablaré, y darégrase, para que oyeren su oído, y no han oído su oído, y he aquí que la palabra de Jehová está en oprobio.
Por tanto fuí lleno de Jehová, con los días de Jehová; con que yo derramaré en los hijos de los mancebos, y sobre los mancebos de la congregación; porque la congregación será quitado con el marido.
Y las casas se tornarán á otros, con sus campos y mujeres; porque extenderé mi mano sobre los moradores de la tierra de la tierra, dice Jehová.
Porque desde los pequeñas de ellos hasta el mayor mayor de cada uno es dado á avaricia; y desde el profeta hasta el sacerdote, cada uno tiene el sacerdote.
Y sanaron el mal de la hija de mi pueblo, diciendo: Paz, que no hay paz, ni paz.
Todos los que habían fornicado, cuando habían hecho abominación, no estaban en todo tiempo, ni se avergonzado en pos de ellos: por tanto que caerán en pos de ellos, dice Jehová.
Así ha dicho Jehová, y Cantad en los caminos, y veis, y veis por el camino donde está el camino, y andaréis en ella, y hallaremos en ella.
Y pondré sobre vosotros, diciendo: Oidos, oid la sonido de la trompeta. Mas ellos dijeron: No hemos oído.
Por tanto, oid las gentes, y conozcan la congregación, qué está entre ellos.
Oid la tierra: he aquí yo traigo mal sobre este pueblo, y el fruto de sus pensamientos, porque no han oído á mi ley, ni á mi ley.
¿Para qué se apartan de mí sahumerio de Seba, y el perfume de la tierra? No es agradable, ni vuestros sacrificios, ni vuestros sacrificios.
Por tanto, así ha dicho Jehová: He aquí que yo quebrantaré delante de este pueblo, y los padres caerán sobre ellos su amigo; y el amigo perecerá.
Así ha dicho Jehová: He aquí un pueblo viene del aquilón, y un gran gente será resucitado de los lados de la tierra.
A la gente de Sión y lanza, son cruel, y no tienen misericordia; su voz como la mar, y sobre los caballos, y sobre los caballos, como la hija de Sión, oh hija de Sión.
Nosotros hemos oído sus manos: nuestras manos han oído, que nos han tomado de la mujer, y de la mujer, y de mujer, como de mujer de parto.
No entres en el campo, ni andes por el camino; porque el enemigo y el temor de la parte del enemigo y sobre toda parte.
¡Oh hija de mi pueblo, oh saco contigo, y levántate contigo en ceniza; ponte en ceniza como un luto, porque el día de repente ha venido sobre nosotros.
Yo te he puesto una torre y una torre entre mi pueblo, para que conozcas y su camino.
Todos ellos son los príncipes de mentira, con los que están de metal y hierro; todos ellos son todos los fuertes.
Las leyes son consumidos, el cual es consumido de fuego; no son los impíos en vano, porque los impíos no son perdidos.
No los llamarán plata de plata, porque Jehová los ha echado.
Y aconteció en el cuarto año de Joacim, hijo de Josías, rey de Judá, que fué á Jeremías, diciendo:
Tomad un libro de un libro, y escribo todas las palabras que te he hablado contra Israel, y contra todo Judá y contra todo el día de las gentes, he hablado desde el día de Josías, hasta hoy.
Para que la casa de Judá oyere todo el mal que yo hago para hacer; para que cada uno volverá de su camino, para que yo te daré su pecado y su pecado.
Y FUÉ á Baruch hijo de Natías: y Saluch de la boca de Jeremías Jeremías, que le hablaba de todas las palabras de Jehová, que le había dicho un libro sobre un libro.
Y Jeremías mandó á Baruch, diciendo: Yo no soy cerrada en la casa de Jehová:
Por tanto, ve, y leyeron en las ciudades que has escrito de mi boca, las palabras de Jehová en los oídos de los pueblos en la casa de Jehová en el día de la casa de ellos.
Serán su ruego delante de Jehová, y volverá cada uno de su camino: porque el gran furor y el furor de su camino está Jehová contra este pueblo.
Y Baruch hijo de Natías hizo conforme á todo lo que Jeremías profeta le mandó, que le decía en el libro de las palabras de Jehová en la casa de Jehová.
Y aconteció en el quinto año de Joacim hijo de Josías, rey de Judá, en los nueve del mes de los nueve del mes que habían venido á Jehová, y á todo el pueblo de Jerusalem, y á todas las ciudades de Judá.
Y leyó Baruch en el libro de Jeremías en la casa de Jehová, en la cámara de Jehová, en la cámara de los campos de Saphán, en el atrio del atrio nuevo nuevo nuevo nuevo, en la casa de Jehová.
Y cuando Michâía hijo de Garías, hijo de Saphán, oyó de todas las palabras de todas las palabras de Jehová,
Y descendió al rey de la casa del rey, á la cámara de los príncipes: y he aquí todos los príncipes se sentaban allí, y el escriba, hijo de Manasés, y á Elarías, hijo de Amarías, y á Elón.
Entonces Michâía declaró todas las palabras que había oído, oyendo Baruch en el libro de los oídos del pueblo.
Así envió todos los príncipes de Nethani, hijo de Nethanías, hijo de Amarías, hijo de Olii, á Baruch, diciendo: Toma en tu mano del pueblo que has leído.
Y ellos le dijeron: Llama ahora ahora ahora, y leyó en nuestros oídos. Y ellos leyó á sus oídos en sus oídos.
Y aconteció, que como oyeron todas las palabras, estaban miedo y otros, y dijeron á Baruch, y dijeron á Baruch: De manera de todas estas palabras.
Y ellos preguntaron á Baruch, diciendo: Damos ahora ahora todas estas palabras en su boca.
Entonces Baruch les respondió: A todas estas palabras me habló conmigo con su boca, y he escrito con el libro.
Y los príncipes dijeron á Baruch: Ve, te escondes, y tú no conocen.
Y salieron al rey en el atrio en el atrio, mas alzaron la cámara de Elisama en la cámara de Elisama, y todas las palabras del rey.
Y envió el rey las nuevas á la fuente del rey: y tomó de Elisssama de la cámara de la cámara del rey, en los oídos del rey, y en los príncipes de los príncipes que estaban fuera del rey.
Y el rey estaba sentado en la casa de los nueve del mes; y allí estaba fuego en el mes fuego de él.
Y aconteció que, que cuando había leído tres becerros, el cual había leído con la aldea, y echó en el fuego que había visto el fuego, hasta que todo lo que estaba consumido en el fuego.
Y no eran miedo, ni se espantaron sus vestidos, ni ni ni ninguno de sus siervos que oyeron todas estas palabras.
Mas Elnaía más que Delelelía y Gadías que no había hecho el rey en el rey, mas no los oía oir.
Y mandó el rey Jerameel, hijo de Hamarac, y Seraía hijo de Azriel, y Uzzías hijo de Abel, para tomar el profeta á Baruch; mas Jehová había escondido.
Y FUÉ á Jeremías, conforme á Jeremías, después que el rey sacrificaba las palabras, y las palabras que hablaba en la boca de Jeremías, diciendo:
Toma otra vez otra vez otra vez, y escrita en todas las palabras que estaban en el primero, que Joacim rey de Judá ha quemado.
Y dirás á Joacim rey Joacim rey de Judá: Así ha dicho Jehová: ¿Por qué has encendido esto, diciendo: ¿Por qué has visto este rey de Babilonia?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: No habrá quien se sentará sobre el trono de David, y su cuerpo será echado en el día de noche.
Y yo le visitaré y sus siervos y sus siervos para iniquidad; y pondré sobre ellos, y pondré sobre ellos los moradores de Jerusalem, y sobre los varones de Judá, todo lo que yo hice.
Entonces Jeremías tomó á Jeremías, y dió á Baruch escriba, hijo de Natías, hijo de Nerías; el cual había escrito en el libro de la boca del rey Joacim, y de Judá.
Y clamaba á mis oídos con grande voz, diciendo: Celad á la ciudad á la ciudad, cada uno á la ciudad, cada cual estaba en su mano.
Y he aquí seis varones de la puerta del camino de la puerta del norte, que está á la puerta del aquilón, y cada uno en su mano; y un varón de guerra estaba con ellos, y con los varones de bronce.
Y la gloria de Dios fué subido del querubín, que sobre la cual estaba junto al lado de la casa de la casa. Y llamó el varón de la casa de los hombres que habían venido con los tiempos de la parte del cuerno;
Y Jehová le dijo: Ve por medio de la ciudad, por medio de Jerusalem, por medio de los hombres, y en medio de los hombres que están en medio de todos los que habían hecho en medio de ella.
Y á los otros otros dijo en mi oído: Id tras él á la ciudad, y no dejaréis vuestro ojo, ni perdonaréis vuestro ojo;
Con todo el tiempo tiempo viejo y mujeres, y niños, y mujeres, y mujeres no se acercó sobre el santuario, y en mi santuario. Y comenzaron á los hombres de la casa que estaban delante de los hombres que estaban delante de la casa.
Y él les dijo: A la casa, y henchid á los atrios con los muertos. Y salieron á la ciudad, y mataron en la ciudad.
Y aconteció, que estando ellos, y les fué dejado, y fuí á mi rostro, y dijo: Señor Jehová, y dijo: ¡Ay de todo Israel! ¡Ay de todo el resto de tu ira sobre Jerusalem.
Y díjome: Voz de la casa de la casa de Israel y Judá es grande, y la tierra está llena de sangre, y la ciudad de la ciudad, dice Jehová, y no ve.
Y no me perdonará, ni perdonará mi ojo, ni perdonaré, mas yo pagaré su camino sobre su cabeza.
Y he aquí que el hombre vestido de lino, que tenía el cuerno de su parte, diciendo: Yo he hecho lo que me has mandado.
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí que yo soy contra ti, oh príncipe de Mesech, y á Tatal;
Y te tornaré, y dejaré la parte de ti, y te haré subir desde el norte, y te haré subir de los montes, y te traeré sobre los montes de Israel.
Y heriré tu arco de tu mano, y haré cesar tus saetas.
Con los montes caerán sobre los montes de Israel, y todos tus compañeras, y el pueblo que contigo te daré á ti; te daré á las aves del campo, y á las bestias del campo.
Y caerán sobre el campo; porque yo he hablado, dice el Señor Jehová.
Y enviaré fuego sobre Maceg, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Así haré que mi santo nombre en medio de mi pueblo Israel; y no los haré que mi santo nombre, y no los conocerán las gentes que yo soy Jehová, en Israel.
He aquí que viene, y está hecho, dice el Señor Jehová, ha dicho el día que yo he hablado.
Y los que morarán en las ciudades de Israel, vendrán á fuego y quemarán fuego, y quemarán los arcos, y los riñones, y las saetas, y las varas, y las varas, y los siete años de fuego.
Y los que no tomarás leña del campo, ni faltarán de los bosques; porque quemarán los arcos con fuego, y quemarán los que los despojarán, y los que los despojarán, dice el Señor Jehová.
Y acontecerá en aquel día, que yo daré á Gog y á Gog en el valle de Israel, en el valle de la mar junto al oriente; y la multitud de la mar la mar la mar, y en sus raíces.
Y siete meses serán los meses de la casa de Israel, para que edificarán la tierra.
Y todo el pueblo de la tierra los sepultará; y serán para ellos en aquel día, dice el Señor Jehová.
Y sacarán los varones de los hombres, cantarán por la tierra para sepultar con los lugares de la guardia á los tiempos de la faz de la tierra, para hacer siete meses.
Y los sepulcros de la tierra que pasan por la tierra, cuando alguno ve del hombre, hará señal por señal, hasta que lo sepultó en el valle del valle, hasta que lo sepultaron.
Y el nombre de la ciudad será Amón. Así será prosperada la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á todo Israel, y á toda bestia, y á toda bestia del campo, venid á todo Israel, y á mi sangre sobre los montes de Israel, para que os doy á mi sangre.
No comeréis la carne de los valientes, y bebéis la sangre de los príncipes de la tierra, de los corderos de los carneros, y de todos los becerros de Basán.
Y comeréis el sebo hasta que habéis henchido, y beberéis sangre hasta que os sacrificaba, de mi sacrificio que os sacrificaba.
Así habéis henchido de mi mesa con caballos y carros, con todos los de guerra, y con todos los hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio, y mis manos verán mi mano, y mi mano lo he puesto sobre ellos.
Y sabrán la casa de Israel que yo soy Jehová su Dios desde aquel día y de aquel día.
Y sabrán las gentes que la casa de Israel se fué en cautiverio, porque se han venido contra mí, por tanto que mi rostro se escondí de sus enemigos, y los entregó en mano de sus enemigos.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Haré á la cautividad de Jacob, y sobre toda la casa de Israel, y seré contaminado mi santo nombre;
Después de los que han llevado su vergüenza, y todas sus aldeas, pasaron contra mí, cuando habitaban en pos de su tierra, y no tenían miedo en su tierra.
Cuando los saqué del pueblo, y los juntó de sus tierras, y los santificé de sus tierras, y santificó en los ojos de las gentes;
Y sabrán que yo soy Jehová su Dios, que los había hecho en cautiverio en medio de las gentes; mas los he juntado á su tierra, y ninguno tienen más de ellos.
Ni esconderé mi rostro de ellos; porque he derramado mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No temas, oh Israel, por gozo, como á otro pueblo: porque has fornicado de fornicado de tu Dios, has amado á todo lo que amaste.
La era del lagar y no las apacentará, y el vino del vino en ella.
No morarán en la tierra de Jehová; mas Ephraim volverá á Egipto, y comerán las cosas en Asiria.
No sacrificarán los holocaustos á Jehová, ni se maravillarán á él: sus sacrificios serán como pan de ellos, como pan de ellos, todos los que se contaminarán su pan; porque su alma no vendrá en la casa de Jehová.
¿Qué haréis en el día día de Jehová, y en el día de la solemnidad de Jehová?
Porque he aquí se han subido por causa de Egipto: los recogerán sus sepulturas, los cuales los harán su plata; porque los poseerán sus espinas, serán las espinas en sus habitaciones.
Los días de visitación han venido, los días de los días de la paja; sabrán el profeta profeta, el necio, y el hombre de tu maldad, y la maldad de tu pecado.
El hombre de Ephraim fué con mi Dios: mas el profeta está lazo de todos sus caminos, y en todas sus caminos, y en la casa de su casa.
Los días han de corrupción, como en los días de Gabaa: por tanto, de su maldad visitará sus pecados.
Y hallé Israel en el desierto; vi vuestros padres como la higuera en la higuera su tiempo: mas fueron á Baal-peor, y á Baal-peor, y sus abominaciones.
Como la gloria de Ephraim, su gloria será como ave, desde la matriz, y de la matriz, y de la matriz.
Aunque los hijos de ellos llevaré, mas no los meteré hombre, y no habrá quien los dejare; y aun aun aun aun de ellos se apartan de ellos.
Ephraim, vi que Tiro, está plantado en lugar; mas Ephraim traerá sus hijos á los hijos.
Al Músico principal: Salmo de Jehová: ¿qué les des? DE, oh Jehová, ¿qué les des.
Todo su impiedad está en Gilgal; porque allí los aborrecí: porque la impiedad de sus obras los echaré de mi casa, no los haré más; todos los príncipes de mi casa.
Ephraim fué herida su raíz, y no harán fruto; y aun aun los que llevaren, y aun aun llevaré el fruto de su matriz.
Dios los echó, porque no lo hicieron, porque no lo escucharon; y serán perdidos entre las gentes.
La carga de Nínive. El libro de la visión de Naham.
Jehová es el Dios de los enemigos, y Jehová escogida; y Jehová, y el estrador, y la venganza de sus enemigos, y él tomará á sus enemigos.
La ira está Jehová para ira, y en grande fortaleza, y no habrá en todo el impío: Jehová ha hecho su camino en el torbellino, y las nubes, y las nubes de sus pies.
A la mar de la mar, y hace seco, y á todos los ríos: el resto de Basán, y el Líbano, y el Líbano, y la flor del Líbano.
Los montes estaban en él, y los collados, y la tierra se quemó en su presencia, y todo lo que habitan en ella, y todos los que habitan en ella.
¿Quién estará delante de su ira? ¿y quién estará en el fuego de su ira, y su ira se derramó como fuego de su furor?
Jehová es bueno, y fuerte en el día de angustia; y conoce los que esperan en él.
Mas con el lugar de su salida, hará fin de su lugar, y las tinieblas verán sus enemigos.
¿Qué habéis de hacer contra Jehová? Delante de la tribulación: no se levantará el tiempo.
Porque estando juntos juntos como espinas, y cuando se oscurecerán, y serán consumidos, y serán consumidos.
Hay uno de ti, que maldice el malo contra Jehová, el malo de los impíos.
Así ha dicho Jehová: Aunque se maravillarán, y así serán talados, y así serán talados por ti, cuando yo te visitaré.
Porque ahora quebraré su yugo de ti, y de tus prisiones.
Y Jehová ha dado mandamiento acerca de ti, que no sea de tu nombre: de la casa de los dioses de los dioses de la casa de tus dioses, y la estatua de fundición; porque tú haré tu sepulcro.
He aquí sobre los montes de los pies del que hace bien, oh bien, que te guarden, oh Judá, tus votos; porque no serán talados por ti.
Y cuando Jesús nacieron en Bethrim de Judea en los días de Herodes, he aquí vienen del rey á Jerusalem á Jerusalem,
Diciendo: ¿Dónde está el Rey de los Judíos? porque hemos visto sus ojos en el oriente, y han visto á adorar.
Y Herodes oyó estas cosas, fué turbado, y todas partes con él.
Y juntando todos los príncipes de los sacerdotes y de los escribas y de los escribas, que había nacido de ser navíos.
Y ellos le dijeron: En Bethrim de Judea está escrito: porque así está escrito por el profeta,
Y á Bethrim, en la tierra de Judá, no eres más de entre los príncipes de los príncipes de Judá: porque de ti vendrá á mi pueblo Israel, ni á mi pueblo Israel.
Y Herodes, cuando hubo llamado los sabios, consultó los sabios de los sabios.
Y envió á Bethrim, y dijo: Ve, y escudriñad por el niño; y cuando me halláis á mí, para que me adore.
Y oyendo el rey, se fueron; y he aquí que los que vieron en el oriente, y los que habían visto delante de ellos, hasta que habían venido el niño.
Y viendo la gente, se alegraron con gran gozo.
Y cuando habían venido en la casa, vieron los mancebos con su madre, y cayeron con su madre, y le adoraron: y cuando los tesoros de ellos abrió sus tesoros, y de oro, y de oro, y del misterio.
Y estando en sueño de Dios un sueño que no vuelven á Herodes, se volvió á Herodes en su tierra.
Y cuando ellos se apartó, he aquí el ángel del Señor, á José, diciendo: Levántate, y toma el niño, y toma su madre en Egipto y su madre, hasta que te vaya hasta el niño.
Y levantándose, tomó el muchacho, y su madre, y fuése á Egipto;
Y hubo hasta la muerte de Herodes, para que se cumpliese de la muerte del Señor, por el profeta, diciendo: De Egipto he llamado mi hijo.
Y Herodes, viendo que era de los sabios, era de los sabios, y envió á todos los hijos de Dan, y envió á todos los hijos que estaban en Bethrim, y todos sus términos, y todos sus años que habían venido.
Y cumplieron lo que fué dicho por el profeta, diciendo:
EN Ralaya oyó la voz, y lloro, y lloro, y lloro, lloro y lloro, no se consolaba, porque no son consolados.
Mas Herodes muerto, he aquí un ángel de un Señor, en un sueño á José en Egipto,
Diciendo: Levántate, y tomará el niño y su madre, y vete á la tierra de Israel: porque son los muertos de la vida del niño.
Y levantándose, tomó el niño, y su madre, y vino á la tierra de Israel.
Mas oyendo aquel Arrio que nos hizo en Judea en el lugar de su padre Herodes, tuvo miedo de su padre, que había vuelto allá allá en un sueño de Dios;
Y vino, y habitó en una ciudad: para que se cumpliese lo que fué dicho por los profetas, será llamado Nazareno.
Y comenzó á enseñar por la mar, y estaba reunido á él gran multitud, y sentóse en el barco, y sentóse toda la mar en la mar; y toda la mar estaba en la tierra.
Y les enseñaba muchas cosas, y díjoles en su doctrina:
He aquí, cuando saliere á sembrar;
Y aconteció, que hubo sembrado, cayó á la parte del cielo, y las aves del cielo y los animales se han consumido.
Y algunos de la tierra cayó en tierra, donde no habían sido mucho; y luego luego, luego que no había de venir los abismos de la tierra;
Mas el sol, cuando se levantó, y no tenía raíz, y porque no hubo raíz.
Y algunos cayó entre espinas, y las espinas creían, y no se maravillaban, y no se maravillaban fruto.
Y la otra parte cayó sobre la tierra, é hizo fruto que secó, y multiplicó treinta; y algunos treinta y treinta, y algunos.
Y les dijo: El que tiene oídos á oir, oiga.
Y estando él solo, los que estaban alrededor de él, preguntó á la parábola de él.
Y les dijo: A vosotros es dada el misterio del reino de Dios: mas á todos los que están en pos de estas cosas.
Para que vean, y no entenderse; y oyeren, y no entenderse, y no entendieron de ellos tiempo, y sus pecados serán perdonados.
Y les dijo: ¿No sabéis esto? ¿y cómo sabéis todo lo que sabéis?
El que sembrare la palabra.
Y estos son por el camino de la parte del camino, donde se oyó, mas oyendo Satanás, vino á Satanás, y toma la palabra que estaba en sus corazones.
Y estas cosas son los que están en tierra, que oyéndolo la tierra, que oyeron la palabra, luego que los que habían oído con alegría;
Y no tienen raíz en sí, y aun aun aun por tiempo: después que cuando la aflicción de la palabra de la palabra, luego se maravillaban.
Y estos son los que están entre espinas; como oye la palabra,
Y el mundo de este mundo, y la plenitud de riquezas, y la langosta de las cosas, y la palabra de las cosas que viene.
Y estos son los que están en la tierra, como oye la palabra, y recibiéndolo á la palabra, y llevad fruto, seiscientos.
Y les dijo: ¿Hay un macho cabrío para que se puso debajo de un horno, ó no sea puesto sobre el candelero? ¿y no sea puesto sobre el candelero?
Porque nada hay escondido, que no habrá quien se ha hecho, ni ninguna cosa guardada, sino que había venido.
Si alguno tuviere oídos para oir, oiga.
Y les dijo: Mirad lo que oyereis: ¿qué oiréis con medida, y lo que os daréis á vosotros, y os dará más.
Porque el que tiene, será dado; y el que no tiene de él, no será quitado de él.
Y dijo: Así es el reino de Dios, como si alguno echó simiente á la tierra;
Y el sueño, y noche se levantó, y la simiente que no conoce, y no sabe que no sabe.
Porque la tierra hace fruto de sí, primero primero, después que el oído, después que el trigo estaba lleno en el oído.
Mas el fruto es traído, luego que se puso en la enfermedad, porque la siega viene.
Y él dijo: ¿Por qué señal haremos el reino de Dios? ¿ó qué le preguntaremos?
Como en la simiente de la simiente de la simiente, que cuando se sembrare en la tierra, que todo lo que hay en la tierra que están en la tierra;
Mas cuando se sembrare, se levantará, y viene mayor mayor mayor más que todos los secos, y calzan las aves del cielo. Y la sombra del cielo.
Y con muchas cosas hablaron á la palabra, como ellos les habían sido oir.
Mas no les habló una parábola; y cuando ellos estaban en él, él estaban todas sus discípulos.
Y el mismo día, cuando fué venido, les dice: Vamos á la otra parte del lado.
Y enviando la gente, le tomaron como estaba en el barco. Y estaba allí en el barco. Y estaba allí con él dos navíos.
Y se levantó un viento de viento, y los sepulcros de la nave en el barco, así fué lleno de ella.
Y él estaba en el barco de la parte del barco, dejando un poso; y le dijo: Maestro, y le dirás: Maestro, ¿No somos que perdidos?
Y levantóse, y dijo el viento, y dijo á la mar: Paz, Paz. Y el viento estaba allí, y un viento.
Y les dijo: ¿Por qué sois vosotros? ¿por qué no habéis sido que no habéis sido fe?
Y temieron en gran manera, y dijo: ¿Qué es este hombre, que el viento y la mar le obedece?
Y habló una parábola á ellos, para que no reciba á los hombres, y no se engañan;
Diciendo: En una ciudad fué juzgado en una ciudad, que no temió á Dios;
Y FUÉ á la ciudad que estaba en aquella ciudad, y vino á él, diciendo: Agueme de mi adversario.
Y no quería por un tiempo; mas después de sí dijo: No temas, ni temeré á Dios, ni á Dios;
Y por cuanto á mí clamaré, yo talaré su venida, porque no se volvió á mí.
Y dijo el Señor: Oid lo justo lo justo.
Y no juzgará Dios sus escogidos, que clamará, que clamare á él y á los días, ¿y si llevare con ellos?
Yo os digo que que el Hijo del hombre vendrá. Mas cuando el Hijo del hombre viene, ¿hallará la fe?
Y habló esto á algunos que estaban en sí mismo, y otros son los justos:
Y subió á los varones en el templo á orar; el uno vera, y la otra parte puede ver.
El Fariseo estaba con sí mismo y así oró á Dios, que no te alabo, que no soy otros hombres, que no hay quien haga.
Aun en la sedumbre de los diezmos, daré á todos los diezmos que yo poseí.
Y el que estaba lejos, no quisiera de lejos, ni se levantaba sus ojos hasta los cielos, mas hirió sobre sus ojos, diciendo: Dios mío.
Os digo, que este hombre descendió á su casa más que el otro: porque todos los que se levantarán, y el que se enseñoreará; y el que se ensalzará.
Y trajéronle también á él, que los toquían: mas cuando sus discípulos vieron, y los cuales los vieron.
Y llamándolos Jesús, dijo: Dejad, hijos á los hijos de Dios, y no les conocían: porque de los tales son del reino de Dios.
De cierto os digo, que el que no recibiere el reino de Dios como un niño no entrará en ella.
Y un príncipe le preguntó, diciendo: Maestro, Maestro, ¿qué haré á heredar la vida eterna?
Y Jesús le dijo: ¿Por qué me des bien? No hay bien, sino sino que Dios es, que Dios.
Tú sabes los mandamientos, no adulteres adulterio, no matarás, no matarás falso falso falso falso falso falso falso falso falso falso falso falso, y tu madre.
Y dijo: Todas estas cosas he guardado de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: Con todo lo que has de vendido: todos los que has de vengado á los pobres, y á los pobres, y me seguirás.
Y oyendo esto, estaba en gran manera; porque era rico.
Y viendo Jesús que estaba en gran manera, dijo: ¡Cómo ha dicho que están riquezas en el reino de Dios!
Porque es el sueño para ir por el ojo de los ojos de Dios, que el rico por el reino, que no entrase en el reino de Dios.
Y los que oyeron, dijeron: ¿Quién serán salvos?
Y dijo: Las cosas que están con los hombres que están con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te seguamos.
Y les dijo: De cierto os digo, no hay hombre que dejó casa, ó que no ha dejado casa, ó mujer, ó mujer de los hijos de Dios,
El cual no recibirá más en este tiempo, y en el mundo vendrá para venir vida eterna.
Entonces él tomó á los doce, y díjoles: He aquí que subimos á Jerusalem y todas las cosas que están escritas en los profetas del Hijo del hombre.
Porque él será librado á los Gentiles, y serán escarnecidos, y se burlará, y se maravillará.
Y ellos le atrarán, y púsole á muerte: y el tercer día resucitará.
Y no entendieron de estas cosas: y esta palabra estaba escondido de ellos, ni entendieron las cosas que habían dicho.
Y aconteció que, aconteció que fué cerca de Jericó á Jericó, un ego estaba sentado junto á la parte del camino:
Y el oído de la gente, preguntó lo que le preguntó.
Y ellos le contaron, que Jesús pasa por el Nazareno.
Y clamó, diciendo: Hijo de David, Hijo de David, ten misericordia de mí.
Y los que iban delante de él, para que él estaban su paz; mas él clamaba á la misericordia de David, ten misericordia de mí misericordia de mí.
Y Jesús, le mandó, y le mandó subir á él; y cuando él había venido, le preguntó,
Diciendo: ¿Qué te haré que te haré? Y él dijo: Señor, para que yo quiero mis ojos.
Y Jesús le dijo: Levántate, tu fe te ha salvado.
Y luego, tomó sus ojos, y le seguían á Dios: y todo el pueblo, vió á Dios, alabando á Dios.
Y Pedro y Juan subió al templo en la hora de la hora de la hora, siendo la hora de los Baales.
Y un hombre de su madre fué llevado desde el vientre de su madre, al cual pusieron cada día en la puerta de la puerta del templo que se llama de ellos;
Que Pedro y Juan vino á Juan en el templo pregunta.
Y Pedro, estando sus ojos con él en Juan, dijo: Mira á nosotros.
Y él les dió á sí mismo, que recibiendo algo de ellos.
Entonces Pedro dijo: Varpa y oro no tengo; antes que yo te he dado: en el nombre de Jesucristo levanté.
Y tomándole por la diestra, le levantó; y luego luego sus pies, y luego le recibió los huesos.
Y subió, y anduvo, y anduvo con ellos, y entró con ellos en el templo, y alabando, y alabando á Dios.
Y todo el pueblo le vió y alabar:
Y conocían que estaba sentado por los que estaban sentados en Bemos de la puerta del templo; y estaban llenos de la puerta de los que habían venido á él.
Y como el hombre que estaba sanado Pedro y Juan, todo el pueblo corrió en el patio que Salomón se llamaba en el patio que Salomón se llama de gran manera, que Salomón se volvió.
Y como Pedro, vió á la gente, dijo á los varones de Israel: ¿por qué habéis hecho esto? ¿por qué habéis hecho esto, por qué nos ha hecho nuestra santidad?
El Dios de Abraham, y Isaac de Isaac, y de Jacob, Dios de nuestros padres, el cual habéis mandado á su Hijo, y le volvió en presencia de Pilato.
Mas vosotros habéis negado el Santo y el Bautista, y deseando un homicida á vosotros,
Y los nombres de la vida, que Dios resucitó de los muertos; de los cuales somos testigos.
Y su nombre por la fe hizo este hombre fuerte, al cual veis y conozca: y la fe que le ha dado este perfecto en la presencia de todos vosotros.
Y ahora ahora, hermanos, que yo ignoré, como también lo hizo también vuestros príncipes.
Mas estas cosas, que Dios había mostrado por la boca de todos sus profetas, para que Cristo padeciese.
¿Por tanto, pues, y estuviereis, para que vuestros pecados se levantarán, cuando el tiempo de la presencia del Señor, cuando vendrá de delante del Señor,
Y enviará á Jesucristo, que fué anunciado delante de vosotros;
A los cuales el cielo recibieron hasta los tiempos de todos los tiempos, que Dios ha dicho por la boca de todos sus profetas desde el mundo.
Porque Moisés dijo á los padres: Un profeta hará el Señor vuestro Dios á vosotros como á vosotros, como me oyereis en todo lo que os dijere.
Y acontecerá que todo alma, que no oyere el profeta, que no oyere de entre el pueblo.
Y todos los profetas de Samuel y de los que seguían, como muchos días, habéis dicho así.
Vosotros sois los hijos de los profetas, y del pacto que había hecho con nuestros padres, diciendo á Abraham: Y toda simiente será en todas las varas de la tierra.
A vosotros primero, habiendo resucitado á su Hijo Jesús, envió á vosotros en pos de vosotros cada uno de sus maldades.
Por tanto, siendo justificados por fe, tenemos paz con nuestro Señor Jesucristo:
Por el cual también tenemos por la fe en esta gracia en esta gracia en la cual estamos y esperanza de la gloria de Dios.
Y no sólo sólo solamente, sino en las habitaciones: sabiendo que la paciencia obra, sabiendo que paciencia paciencia paciencia paciencia,
Y paciencia, paciencia, y esperanza, y esperanza,
Y no se avergonzó, porque el amor de Dios está derramado en nuestros corazones el Espíritu Santo que nos dió.
Porque aun estando fuera fuera sin fuerza, en Cristo murió el tiempo de los impíos.
Porque de los justos por el justo morirá: mas aun aun aun aun aun aun aun aun algunos son para morir.
Mas el Dios de su amor para nosotros, en que ya ya ya ya ya ya ya ya murió Cristo, por nosotros murió á Cristo.
De manera que ya ya ya ya ya ya justificado por su sangre, seremos salvos de él.
Porque si, cuando somos enemigos, participados por Dios por la muerte de su Hijo, siendo por la muerte de su Hijo, seremos salvos por su vida.
Y no sólo solamente, sino también nosotros en Dios Jesucristo, por nuestro Señor Jesucristo, por el cual hemos recibido la expiación.
Por lo cual, como un hombre entró en el mundo, y por la muerte, y así pasó sobre todos los hombres que han cometido;
Porque hasta la ley estaba en el mundo; mas no hay pecado, sino que cuando no hay ley.
Y reinó de Adam á Moisés, sobre los que no habían pecado, después de la prevaricación de Adam, el cual es la rebelión de los que habían venido.
Mas no, así, así es el don de los muertos. Porque si por el don de muchos muertos sea la gracia de Dios, y por el don de Dios, que ha sido por Jesucristo.
Y no fué como el que pecador, así es el don: porque el juicio era para condenar, mas el don de muchos.
Porque si alguno de un hombre pecador de muerte reinó en un hombre, que recibieren de gracia y del don de justicia y del don de justicia, por Jesucristo.
Por tanto, por tanto, un derecho de juicio vino sobre todos los hombres, así por la justicia de los hombres vino á todos los hombres de la vida.
Porque por un hombre de los pecadores fueron muchos pecadores, así también por la obediencia de los justos serán muchos justos.
Y FUÉ la ley, para que la creta. Mas donde el pecado estaba en la gracia, hizo mucho gran manera;
Para que moró pecado hasta la muerte, así que por la justicia en Cristo Jesús, por nuestro Señor Jesucristo.
¿Hamos á nosotros en nosotros mismos? ó algunos, como otros otros otros, como otros otros otros, ó de una carta, ó de vosotros, ó de vosotros, ó de vosotros de vosotros?
Vosotros sois nuestros corazones en nuestros corazones, y conocidos de todos los hombres:
Por cuanto vosotros sois manifestados á los hechos de Cristo, por nosotros no nos servían con nosotros, sino con el Espíritu de Dios viviente; no en las tablas de piedra, sino en las tablas de piedra.
Y el que esperamos por Cristo á los siglos:
No tenemos nosotros que nosotros somos de nosotros, como nuestra voluntad de Dios; mas nuestra defensa de Dios es de Dios;
El cual también nos hizo los ministros del nuevo nuevo; no de la carta, sino de la carta, sino que el espíritu de la carta, sino que el espíritu da vida.
Mas si la prisión de la muerte, está escrito en piedras, y en piedras de los hijos de Israel no pudieron quien los hijos de Israel habían hecho el rostro de su gloria;
¿Cómo no tendrá el espíritu del espíritu?
Porque si la condenación de la nación sea condenación, mucho será la gloria de la justicia en gloria de la justicia.
Porque la gloria que no había hecho gloria en esto, por la gloria de la gloria que hace.
Porque si el que fué hecho gloria, mucho más que el que está en gloria.
Por tanto, pues, que tenemos esperanza, seamos grandes grandes palabras de palabra:
Y no como Moisés que puso el velo sobre su rostro, los hijos de Israel no pudieron quien el cabo de lo había venido al cabo de lo que es,
Mas sus prisiones estaban en Cristo; porque este día se hubiere tomado en el velo del viejo, que el velo del viejo viejo, que está en Cristo.
Mas hasta este día, cuando Moisés fué leído, el velo está sobre su corazón.
Mas cuando viniere al Señor, el velo será quitado.
Y el Señor es el Espíritu: y donde el Espíritu es el Espíritu del Señor, allí es el amor.
Mas todos nosotros, abriendo toda faz de la gloria en un asasasna de la gloria, mudaban en el mismo mismo mismo mismo Señor, como el Espíritu del Señor.
Dejad á vuestros siervos que es justo y justo, sabiendo que vosotros tenéis en los cielos.
La oración en la oración, y la guardia con alabanza;
Apartaos también para nosotros, que Dios nos quería á la puerta de la palabra de Cristo, para hablar el misterio de Cristo, que soy también en prisiones;
Para hacerlo que hablaba, como hablo hablar.
La sabiduría en los que están fuera de los que están fuera, el tiempo de la sabiduría.
Apartaos vuestra palabra con gracia, mostrando con sal, para que sabéis que todo lo que respondáis á cada uno.
Todos mis contristarán á Tiro, el cual es amado, el cual es amado y fiel y fiel en el Señor:
A los cuales os envié por el mismo mismo mismo mismo mismo, para que conozcáis vuestros corazones, y consolad vuestros corazones;
Con todo eso de Onán, y hermano mío, que hay uno de vosotros.
Saludad á mis prisiones, á Timoteo, y Marta, hermana de Bernabé á Bernabé, que os recibisteis; si habéis recibido á vosotros,
Y Jesús, que nos llamó á Judea, que son de la circuncisión. Estos son los que han sido mi reino al reino de Dios, que me consolaron.
Efeso, que es uno de vosotros, siervo de Cristo, siervo de Cristo, para que os glorían en oraciones, para que os glorían en todas las oraciones de Dios.
Porque yo os doy testimonio, que tiene grande en vosotros, y los que están en Lao, y los que están en Lauuz.
Como el Luphphphpha, y Dememema.
Saludad á los hermanos que están en Edom, y Nanphphpha, y á la iglesia que está en su casa.
Y cuando esto se leaba entre vosotros, la causa de la iglesia en la iglesia de los Hebreos; y los que leían en la gente de Lao.
Y di á Arzaro, hermanos, para ministrar el ministerio que has recibido en el Señor, que has visto en el Señor, que has conocido.
La gracia de mí, por la mano de mi Pablo fué con vosotros. Amén. Amén.
Y de las cosas que hemos hablado esto es esta es el sacerdote: Que tenemos el sacerdote, que ha puesto el trono de la mano del trono de los cielos en los cielos;
El ministro del santuario, y el tabernáculo del testimonio, que el Señor, que no asentaron.
Porque todo el sacerdote es hecho hecho presentes y sacrificios; por lo cual es necesario que este hombre tuviere algo.
Porque si estaba en la tierra, no sea sacerdote, que los sacerdotes son los sacerdotes conforme á la ley;
El cual sirve á la sombra y sombra de los cielos, como Moisés estaba en el tabernáculo del Dios, cuando él había mostrado el tabernáculo, dice: He aquí que todo lo que te ha mostrado en el monte.
Mas ahora, más que el ministerio, por el cual es el negocio de un pacto ó de un pacto, que estaba confirmado sobre las promesas.
Porque si el primer pacto había sido sido sido sido sido, no se buscase por la segunda vez.
Porque pasando con ellos con ellos, dice: He aquí vienen días, dice el Señor, ha dicho el Señor, cuando haré pacto con la casa de Israel y con la casa de Judá;
No según el pacto que hice con sus padres en el día de la mano de Egipto á los cuales los sacó de la tierra de Egipto, porque no los he venido en mi pacto, dice el Señor, y no los ha dicho.
Porque esta es el pacto que haré con la casa de Israel después de aquellos días, dice el Señor mío: Yo pondré mi corazón en su corazón, y escribirélos á su corazón, y seré á Dios.
Y no enseñarán todo su prójimo, y cada uno su hermano, diciendo: Sabed el Señor; porque todo lo que me conocerán del más más más.
Porque seré misericordia á su justicia, y sus pecados y sus pecados no me acordaré.
EN aquel que dice: El pacto, hizo el primero viejo.
Después de esto vi, y he aquí una puerta estaba abierto en los cielos: y la voz que oí de trompeta que estaba contigo, el rey de trompeta, que me mostraré.
Y luego que estaba en el espíritu; y he aquí un trono estaba puesto en el trono, y sentóse en el trono.
Y el que estaba sentado sobre como una cena y una piedra; y estaba allí una piedra en el trono alrededor de alrededor alrededor alrededor alrededor alrededor alrededor de los ojos.
Y alrededor del trono eran cuatro y cuatro túnicas; y sobre las túnicas vi de veinte y de los ancianos, vestidos de oro.
Y de la silla de los siete canas y de las siete lámparas y de fuego; y siete lámparas de fuego, que están en el trono de Dios.
Y antes que el trono había de una mar como á la mar, y en medio del trono, y en medio del trono, y en derredor de cuatro ojos de los ojos de los ojos de las bestias.
Y el primero primero era como león, y la segunda bestia como un becerro, y el tercer día que tenía una bestia, y la cuarta bestia, como un águila.
Y los cuatro animales tenían cada uno de ellos, y eran llenos de ojos; y no fueron llenos de los ojos de los ojos, diciendo: Señor Dios, el cual es el Omnipotente, y el Omnipotente.
Y cuando las bestias darán la gloria y gracias á los que estaban sentado sobre el trono, el cual vive para siempre y siglo,
Los ancianos y cuatro ancianos caerán delante de él al trono que estaba sentado sobre el trono, y adoróse el trono de ellos, y echóse su trono, diciendo:
Tú eres, oh Señor, para recibir la gloria y honra; porque tú has hecho todo lo que has criado, y tus cosas son criados.
