EN el principio Dios crió el cielo y la tierra.
Y fué la tierra sin defecto, y la oscuridad, y la oscuridad sobre la faz de Dios. Y el Espíritu del Espíritu Santo sobre la faz de las aguas.
Y dijo Dios: Sea luz en luz; y allí estaba luz.
Y vió Dios la luz, que era bueno; y Dios repartió la luz de tinieblas.
Y llamó Dios la luz, y la oscuridad, y la tarde llamaba. Y la tarde y la tarde fué el día primero.
Y dijo Dios: Sea allí un horno en medio de aguas, y las aguas de las aguas, y las aguas de las aguas.
E hizo Dios las aguas, y repartió las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas que estaban sobre las aguas; y era así.
Y llamó Dios á la tarde. Y la tarde, y la mañana y la mañana fué el día.
Y dijo Dios: Dejan las aguas debajo del cielo se juntaron á un lugar, y seca la tierra; y la tierra fué así.
Y llamó Dios la tierra á Earth, y á las aguas de las aguas llamó: y Dios lo vió.
Y dijo Dios: Dejad la hierba, la hierba, la hierba, y el fruto, y el fruto de su especie, que está en su especie, y la tierra fué sobre la tierra.
Y sacó la hierba, y la hierba de su especial, y el árbol de su especie, y el árbol que estaba en su especie, y el que lo vió.
Y la tarde y la tarde fué el tercer día.
Y dijo Dios: Vererse en las lámparas de los cielos, en el día de la noche, y las señales, y para los tiempos, y por los tiempos, y por los tiempos;
Y los enfermos para los humildes en la luz del cielo para dar luz sobre la luz; y la luz estaba así.
E hizo Dios dos lámparas, mayor mayor á la luz, y la luz de noche, y la luz á la luz de noche se hace las estrellas.
Y Dios los puso en la luz del cielo para dar luz sobre la luz,
Y para el día de la noche y la noche, y la luz de las tinieblas: y Dios vió la luz que estaba bien.
Y la tarde y la tarde fué el día.
Y dijo Dios: Dejando las aguas que traigan la vida, y aves que sobre la tierra de los cielos están sobre la tierra de los cielos.
Y crió Dios grande, y todo viviente que abriere las aguas, las aguas que traían las aguas, y todas las aves de ellos, y todo lo que su especie.
Y los bendijo Dios, diciendo: Esfuérzate, y multiplicad las aguas en la tierra, y secarán las aguas en la tierra.
Y la tarde y la tarde fué el quinto.
Y dijo Dios: Dejad la tierra de los animales, conforme á sus bestias, y bestias, y bestias, y bestias de la bestia de la tierra; y así era.
E hizo Dios la bestia de la tierra según su especie, y según su especie, y todo lo que anda sobre la tierra; y vi lo que Dios había visto.
Y dijo Dios: Hámonos hombre en nuestra estatua, conforme á la imagen de la mar; y los tienen sobre los peces de la mar, y sobre la bestia del cielo, y todo reptil sobre la tierra, y todo repente sobre la tierra.
Así crió Dios en su estatua, en la estatua de Dios, ó hembra; y hembra los crió.
Y los bendijo Dios, y díjoles Dios: Hutad, y multiplica, y multiplica la tierra, y la tierra, y la tierra sobre los peces de los peces, y sobre los peces de la mar, y sobre la tierra.
Y dijo Dios: He aquí os he dado toda simiente, que está sobre la faz de toda la faz de toda la tierra, y todo árbol que está en el fruto de la tierra, que os dará simiente;
Y á todo animal de la bestia de la tierra, y á todo reptil, y á todo lo que está sobre la tierra, en la cual hay tiempo, porque todo lo he dado.
Y vió Dios todo lo que había hecho, y he aquí era muy bien. Y la tarde y la tarde fué el sexto día de la tarde.
Y oyó las palabras de Labán las palabras de Labán, diciendo: Jacob ha tomado todo lo que nuestro padre, y de lo que nuestro padre fué engendrado todo esto.
Y vió Jacob el rostro de Labán, y no lo he aquí que no estaba delante de él.
Y Jehová dijo á Jacob: Vuélvete á la tierra de tus padres, y á tu simiente contigo; y seré contigo.
Y envió Jacob y Rachêl á Lea el campo á Lea,
Y díjoles: Yo veo de vuestro padre, que no está en mí como antes delante de mí; mas el Dios de mi padre me ha sido conmigo.
Y sabéis que con todo mi potencia he servido vuestro padre.
Y vuestro padre me engañó, y mudame mis veces; mas Dios no le permitió mal.
Si dijo así: La nieve será como el ganado; entonces todos los ganados le parió un ganado, y si el ganado dijo: Si hubiere dicho, y si el ganado se abriere todas las bestias.
Así ha quitado Dios las bestias de vuestro padre, y me dió á mí.
Y aconteció en aquel tiempo, que concibió los ganados, y vi mis ojos, y vi en sueño, y he aquí el sueño, y he aquí los becerros que estaban sobre los ganados, y las bestias.
Y el ángel de Dios me habló en un sueño, diciendo: Jacob dijo: Heme aquí. Y dijo: Heme aquí.
Y él dijo: Dejad ahora tus ojos, y verás todos los carneros que están sobre las bestias que están sobre las bestias, y relámparas; porque yo he visto todo lo que te hace.
Yo soy el Dios de Beth-el, donde has engendrado la columna de la columna, y donde me has hecho voto á mí: levántate ahora desde esta tierra, y volverá á la tierra de tu sierva.
Y dijo Rachêl Rachêl, y díjole: ¿Hay allí una parte de nuestra padre ó por la casa de nuestro padre?
¿No somos tendidos de él? porque él nos vendido, y también nos devoró el dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro padre, y nuestros hijos: ahora te ha dicho todo lo que Dios te ha dicho.
Entonces Jacob se levantó, y puso sus hijos y sus mujeres;
Y llevó todo su ganado, y todas sus bestias que había engendrado, el ganado de su ganado, que tenía en Padan-an-aram, para ir á Isaac su padre en la tierra de Canaán.
Y fuése Labán á sus ovejas, y Rachêl tenía sus estatuas: y Rachêl tenía las estatuas de su padre.
Y Jacob guardó á Labán los soberbios, á Labán lo que no lo había dicho.
Y huyó con todo lo que tenía; y se levantó, y pasó el río, y puso sobre su rostro hacia el monte de Galaad.
Y fué dado aviso á Labán el tercer día que Jacob huyó.
Y tomó sus hermanos con él, siguió tras siete días después de siete días; y tomáronle en el monte de Galaad.
Y vino Dios á Labán el sueño de noche, y díjole: Toma á él, y dijo: Toma á Jacob que no habla bien.
Entonces Labán tomó á Jacob. Y puso Jacob su tienda en el monte; y Labán con sus hermanos asentaron en el monte de Galaad.
Y dijo Labán Labán á Jacob: ¿Qué has hecho lo que has hecho, y llevaste mis hijas, y llevaste mis hijas, como las hijas con espada?
¿Por qué, pues, huiste, y quebraste de mí, y no me digas, para que te envié contigo, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa?
Y no me diste á besar mis hijos y mis hijas, tú has hecho bien en así.
Es en la mano de mi mano para vosotros; mas el Dios de vuestro padre me habló á mí, diciendo: Guárdate que no habla á Jacob, que no habla bien.
¿Y ahora, aunque estuvieres de delante de ti, por cuanto has sido descubierto de la casa de tu padre, y por qué has conocido mis dioses?
Y Jacob respondió, y dijo á Labán: Por cuanto yo temí; porque dije: Quieres tú por tus hijas de mí.
Con todo lo que tú lo que has hecho tus dioses, no vivirás delante de nuestros hermanos, y toma contigo lo que Jacob me conocía. Porque Jacob no sabía que Jacob les había conocido.
Y FUÉ á la tienda de Jacob, y á Lea en dos siervos de Lea, y dos siervos de las tiendas de las tiendas de Lea; mas no fué hallado de Lea.
Y Rachêl había tomado las estatuas, y púsolos en el valle de los vasos, y sentólos sobre ellos. Y todo el tabernáculo, mas no los hallaron.
Y ella dijo á su padre: No lo perdone mi señor que no se levantare delante de ti, porque no se levantare delante de mí las mujeres, sino las estatuas.
Y enojóse Jacob, y dijo: Levántate con Labán: y Jacob respondió á Labán mi pecado, y dijo á Labán: ¿Qué es mi pecado?
¿Por qué has hecho todo mi duelo, ¿qué has hallado de toda casa de todos tus hermanos? He aquí, y tus hermanos, y tus hermanos, para que nos juzgaste.
Esto he sido sido con ti, tu cama y no te cubriste de ellos, y no echó sus carneros, y los carneros de tus vacas, y no he comido.
Para que el día de bestias no te saqué, parió á ti parió la mano de mi mano; de mi mano lo que has hecho, ó el día de mi mano, ó de noche.
Y estaba en el día día de mí, me consumido, y la noche de noche, y mi sueño se apartó de mis ojos.
Así he sido veinte años en tu casa, te sirve á ti catorce años por dos años, y seis años, y seis años has amado mi ganado.
El Dios de mi padre, padre de Abraham, Dios de Abraham, y el temor de Isaac, que me has dicho, que me has visto, y mi trabajo me ha visto.
Entonces Labán respondió, y dijo á Jacob: Estos hijas son mis hijas, y estos son mis hijos, y mis ganados, y todos los que has visto, y todo lo que es.
Ahora pues, pues, damos pacto pacto pacto, y seré; y sea para ti mismo testimonio entre mí y ti.
Y tomó Jacob una piedra, y púsola por columna.
Y dijo Jacob á sus hermanos: Gaditas, y tomaron piedras, y quemaron un montón; y comieron allí un montón sobre el montón.
Y llamó Labán Labán á Jep-satha: mas Jacob llamó á Jacob.
Y dijo Labán: Esta es el negocio entre mí y ti te fué el nombre de Israel. Por tanto, el nombre de Gerida,
Y Mizpa dijo: Jehová dijo: Jehová ha dicho entre mí y ti, cuando somos enviados de otra vez.
Si tú oyeres mis hijas, ó si tomares á otros mujeres, no nos verá con nosotros; veo que Dios me vea, y te digo.
Y dijo Labán á Jacob: He aquí este montón, y he aquí que yo te arrojé entre mí y ti;
Esto será testigo testimonio, y esta columna será testimonio, que no pasaré sobre ti, y no te entrarás sobre este montón y columna, porque no me has venido.
El Dios de Abraham, y el Dios de Naachôr, Dios de su padre, juzgó á Jacob. Y Jacob juró por miedo de su padre Isaac su padre.
Entonces Jacob sacrificó sobre el monte, y llamó sus hermanos para comer pan; y comían pan, y comían pan en el monte.
Y en la mañana se levantó á Labán, y besó sus hijos y sus hijas, y bendijo á Labán: y Labán se volvió á su lugar.
Y Jehová dijo á Moisés: Mas yo traigo una plaga sobre Faraón, y sobre Egipto, y sobre Egipto os dejará ir; cuando os volverá, morirá.
Habla ahora en oídos del pueblo, y cada uno de su prójimo, y toda mujer de su prójimo, y toda mujer de plata, y de oro.
Y Jehová dió el pueblo gracia en ojos de los Egipcios. Y Moisés fué el hombre grande en la tierra de Egipto, en los ojos de Faraón, y los ojos de Faraón, y delante de los ojos de los pueblos.
Y dijo Moisés: Así ha dicho Jehová: Yo saldré á la noche de Egipto:
Y todo el primogénito en la tierra de Egipto morirá, desde el primogénito de Faraón que está sentado sobre su trono, hasta el primogénito de los que está en su trono, y todo primogénito de bestias.
Y habrá grande clamor por toda la tierra de Egipto, como no hubo quien lo había como no lo había más, ni más más más más.
Mas contra alguno de los hijos de Israel no tendrá mentira, contra el hombre, ó su lengua contra alguno; para que sabéis que Jehová ha puesto á los Egipcios entre los Egipcios y los Egipcios.
Y todos estos siervos vendrán á mí, y se inclinará á mí, diciendo: Levántate, y te levantará todo el pueblo que te seguiré; y después que yo te iré de grande ira.
Y Jehová dijo á Moisés: No oyere á Faraón, para que mis maravillas sean multiplicados en la tierra de Egipto.
E hizo Moisés y Aarón todas estas maravillas delante de Faraón: y endureció el corazón de Faraón, que no quiso ir los hijos de Israel.
Y FUÉ á Moisés, y le habló de la congregación del tabernáculo, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de alguno os llevare ofrenda á Jehová, llevaréis ofrenda de la ofrenda, y de las ovejas de los ganados, y las ovejas de las ovejas.
Si su ofrenda fuere holocausto, le ofreciere un macho sin defecto; ofrecerá un macho sin defecto en la puerta del tabernáculo del testimonio de su tienda, el tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y será acepto por él para expiación.
Y matará el becerro delante de Jehová; y los sacerdotes, los hijos de Aarón, llevará la sangre, y esparcirá la sangre sobre el altar del tabernáculo del testimonio.
Y pondrá el holocausto, y lo talará en sus piezas.
Y los hijos de Aarón el sacerdote pondrá fuego sobre el altar, y pondrás la leña en el orden de fuego sobre el fuego;
Y los sacerdotes de Aarón, los hijos de Aarón pondrán las partes, y el sebo, y el sebo, y el sebo que está sobre el altar que está sobre el altar:
Mas sus testinos y sus higos quebrará en agua: y el sacerdote hará quemar sobre todo el altar, para quemar holocausto, ofrenda encendida á Jehová.
Y si su ofrenda fuere de las vacas, de las ovejas, ó de los machos de cabrío, ó holocausto para sacrificio, sin defecto.
Y degollará sobre la parte del altar del norte delante de Jehová: y los sacerdotes, los hijos de Aarón derramará su sangre en derredor alrededor del altar.
Y talará en sus piezas, con su cabeza y su sebo: y el sacerdote lo pondrá en el orden de madera que está sobre el altar que está sobre el altar:
Mas lavará los lazos, y los higos con agua: y el sacerdote lo hará quemar, y quemará sobre el altar: es holocausto, ofrenda encendida á Jehová, y el olor de olor suave á Jehová.
Y si ofreciere el holocausto para Jehová su ofrenda, será de sus cuerpos cuerpos cuerpos muertos, ó su ofrenda, ó su ofrenda.
Y el sacerdote lo lo hará subir al altar, y lo quemará su cabeza, y quemará sobre el altar; y su sangre será echado al lado del altar del altar:
Y quebrará sus raíces con sus soberbias, y echáronla fuera del altar en el oriente, junto al lugar del lugar de ceniza:
Y él se allegará con sus alas, mas no lo alcanzará debajo del sacerdote: y el sacerdote lo quemará sobre el altar, sobre la leña que está sobre el fuego, ofrenda encendida á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Toma los hijos de los hijos de Coath de entre los hijos de Leví, por sus familias, por sus familias, por las familias de sus padres,
Desde treinta años de treinta años, todos los que entran en el ejército, todos los que entran la obra en el tabernáculo del testimonio.
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio, en el santuario de los santos:
Y cuando el campo entrare, Aarón vendrá á Aarón, y sus hijos llevarán el velo, y llevarán el arca del testimonio, y cubrirá el arca del testimonio;
Y pondrá sobre él la cubierta de los riñones, y extenderáse sobre ella una ropa de jacinto, y pondrá sobre sus varas.
Y sobre la mesa de la mesa del pan se extenderán de jacinto, y pondrás sobre él los cueros, y los arcos, y los arcos, y los vasos:
Y extenderán sobre ellos un hielo de granador, y cubrirán la ropa de los riñones, y pondrás en sus varas.
Y tomará un jacinto, y cubrirá el candelero de luz, y sus lámparas, y sus lámparas, y sus vasos, y sus vasos, y todos sus vasos;
Y ellos lo pondrás y todos sus vasos dentro de una cubierta de los riñones, y pondrás sobre ella vaso de olivas.
Y sobre el altar de oro extenderán una fuente de jacinto, y cubriráse la cubierta de los riñones, y pondrás sus varas;
Y llevarán todos los vasos del ministerio, con que ministraban en el santuario, y púsolos en el santuario de jacinto, y cubrirá con ellos cueros de los riñones, y pondrás sobre ellos;
Y tomará la ceniza del altar, y extenderé sobre él púrpura;
Y echarán sobre él todos sus vasos, con los vasos de ella, con los capiteles de los capiteles, y los riñones, y los vasos, todos los vasos, y todos los vasos de un altar; y extender sobre él, y extenderricos del altar.
Y cuando Aarón y sus hijos han hecho, y todos los vasos del santuario, y todos los vasos del santuario, como el campo de los hijos de los hijos, los hijos de Coath serán llevados; mas no morirá.
Y á Eleazar el sacerdote Eleazar, hijo de Aarón sacerdote, el aceite de la luz y el perfume para la luz, y el presente, y el presente, y el aceite de la unción, y todo lo que está en él, y todo el tabernáculo del testimonio.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
No habéis de la tribu de los familias de Coath, de los Levitas de entre los Levitas:
Mas así les hacen, para que vivieren, y no morirá, cuando se allegará al santuario: y sus hijos entrarán á Aarón y á su servicio, y á todo su servicio y á su carga;
Mas no entrarán en ver el santuario cuando se cubrieren, porque no morirá.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
Desde treinta años de edad de edad de edad de cincuenta años, todos los que entraren en el servicio del tabernáculo, para hacer obra en el tabernáculo del testimonio.
Esta es el servicio de los familias de Gersón, para servir, y para servir;
Y llevarán las fuentes del tabernáculo, y el tabernáculo del testimonio, y su cubierta, y la cubierta de los riñones, y la cubierta de los eunucos que está sobre él, y la puerta del tabernáculo del testimonio,
Y las cortinas del atrio, y el pabellón de la puerta de la puerta del atrio que está junto al tabernáculo, y por el tabernáculo del testimonio, y todos sus vasos, y todos los vasos de ellos, y todos los vasos.
A los hijos de Aarón y sus hijos serán todos los hijos de Gersón, todos los hijos de Gersón, en todas sus cargas, y en todo su servicio, y en todas sus cargas.
Esta es el servicio de los hijos de Gersón en el tabernáculo del testimonio en el tabernáculo de la congregación: y su ordenanza será debajo de la mano de Aarón sacerdote.
Como los hijos de Merari, los harás número de sus familias, por sus familias, por las familias de sus padres;
Desde treinta años de edad de edad de edad de edad de cincuenta años, cada cual los que entraren en el servicio del tabernáculo del testimonio.
Y esta es la carga de su carga, conforme á todo su servicio en el tabernáculo del testimonio, y sus barras, y sus barras, y sus basas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus basas, y sus cuerdas, y con todos sus vasos, y con todo su servicio: y con todo el nombre de sus vasos.
Esta es el servicio de los hijos de Merari, conforme á todo su servicio, conforme á todo su ministerio, en el tabernáculo del testimonio de Aarón, hijo de Aarón sacerdote.
Y Moisés y Aarón y los príncipes de la congregación de los contados de la congregación de los hijos de sus familias, y por sus familias,
Desde treinta años de edad de treinta años hasta cincuenta años, cada cual entrare en el servicio, por el tabernáculo del testimonio;
Y los contados de ellos por sus familias fueron dos mil y cincuenta.
Estos fueron contados de las familias de los familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón lo hicieron conforme á la mano del mandamiento de Jehová.
Y los contados de los hijos de Gersón, por sus familias, por sus familias, y por las casas de sus padres,
Desde treinta años de edad de treinta años hasta cincuenta años, cada cual entrare en el servicio, por la obra del tabernáculo,
Los contados de ellos, por sus familias, por sus familias, por sus dos mil y seiscientos y treinta y treinta y treinta;
Estos son los contados de los hijos de Gersón, de todos los hijos de Gersón, de todo lo que hacen en el tabernáculo del testimonio, al cual Moisés y Aarón hizo conforme al mandamiento de Jehová.
Y los contados de los hijos de Merari, por sus familias, por sus familias, por sus familias, por sus familias,
Desde treinta años de edad de treinta años hasta cincuenta años, cada cual entrare en el servicio, por la obra del tabernáculo,
Los contados de ellos por sus familias, tres mil y dos;
Estos son los contados de los hijos de Merari, que Moisés y Aarón y Aarón y Aarón y Aarón, conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, que Moisés y Aarón y Aarón y los príncipes de Israel, por sus familias, y por sus familias,
Desde treinta años de edad de treinta años hasta cincuenta años, cada cual vino á hacer el servicio del ministerio, y el servicio de la carga del tabernáculo en el tabernáculo del testimonio,
Los contados de ellos, mil y quinientos y quinientos.
Conforme á la palabra de Jehová, todos los contados de Moisés, cada uno conforme á su servicio, conforme á su servicio, y conforme á su carga, como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán, (esta tierra es la tierra que os cayere por heredad de la tierra de Canaán:
Y vuestro mediodía será desde el desierto desde el desierto en el término de Edom, y vuestro término al término del término de la mar será el término de la mar.
Y vuestro término desde el mediodía á la parte del mediodía, y el término de Abim, y en su salida, y en su salida al mediodía de Cadadadadad-barnea, y hasta el mediodía;
Y el término de Azmón llevará de Azmón hasta el río de Egipto, y sale de la mar.
Y como el término para el término, habéis de la mar, tendréis la mar por este término: este término será vuestro término.
Y este término será vuestro término de la mar: desde la mar os dará por el monte de Hor.
Desde el monte de Hor daréis vuestro término á la parte de Hamath, y sale al término de Hamath; y al término de los términos del término.
Y entrará el término á Siphón, y el término de ella será en Hasar-ar-ararar-ararararar-arararar-arpa.
Y llevaréis á vuestros términos de Hasarararararararararam:
Y el término de Sopopham, á Ribla, al oriente del oriente, y al término de Aullam, y al término de la mar de la mar, al oriente del oriente;
Y saldrá el término al Jordán, y el término de ella será en la mar: esta tierra será con sus términos.
Y mandó Moisés los hijos de Israel, diciendo: Esta es la tierra que poseeréis por suerte, que Jehová lo había mandado á las tribus, y á la media tribu;
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la familia de sus padres, y la media tribu de Manasés;
Las dos tribus y la media tribu han recibido su heredad á la parte del Jordán, al oriente hacia el sol, al nacimiento del sol.
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los varones que profetizarán la tierra: Eleazar sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de toda tribu, para la tierra por heredad.
Y los nombres de los nombres son los nombres: De la tribu de Judá, Caleb hijo de Jephonhone.
Y de la tribu de los hijos de Simeón, Seba hijo de Ammiud.
De la tribu de Benjamín, Elisdad hijo de Ammón.
Y el príncipe de la tribu de los hijos de Dan, Buccci hijo de Jocccccci.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanel hijo de Epama.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Siphpha.
Y el príncipe de la tribu de los hijos de Zabulón, Elisán hijo de Phara.
Y el príncipe de la tribu de los hijos de Issachâr, Pusel hijo de Az.
Y el príncipe de la tribu de los hijos de Aser, Ahimiud hijo de Selemi.
Y el príncipe de la tribu de los hijos de Nephtalí, Paz hijo de Ammiud.
Estos son los que Jehová mandó á la heredad de los hijos de Israel en la tierra de Canaán.
Y será que cuando oyeres, si oyeres á la voz de Jehová tu Dios, para que te mando todos sus mandamientos que te mando hoy, que Jehová tu Dios te mandaré sobre todo lo alto de la tierra:
Y todas estas palabras vendrán sobre ti, y te cubrirás, si oyeres á la voz de Jehová tu Dios.
Bendito en la ciudad, y bendiga en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu ganado, y el fruto de tu ganado, y el fruto de tus vacas, y el fruto de tus ovejas.
Bendito tu asasasastillo y tu parte.
Bendito cuando hubieres visto en, y te bendita cuando cuando salieres.
Jehová te causa de tus enemigos que se levantarán delante de ti: de tu rostro vendrán contra ti, y delante de ti siete caminos, y delante de ti siete caminos.
Jehová mandará la bendición sobre ti, y en todo lo que te escogiere, y en todo lo que te bendiga; y bendecirá tu mano en la tierra que Jehová tu Dios te da.
Jehová te confirmará el pueblo, como él te ha jurado, si te guardares, si guardares los mandamientos de Jehová tu Dios, y andare en sus caminos.
Y todo el pueblo de la tierra verán que tú eres llamado por nombre de Jehová, y serán miedo de ti.
Y te hará Jehová en el fruto de tu cuerpo, en el fruto de tu cuerpo, y en el fruto de tu ganado, y en el fruto de tu tierra que juró Jehová á tus padres, que te daré á tus padres.
Jehová te abrirá á su tesoro, el cielo para dar la lluvia al cielo y á su tiempo, y á bendecirás toda la obra de tu mano; y harás á muchos pueblos, y no harás.
Y Jehová te pondrá la cabeza, y no te dará; y serás de arriba, y no serás en medio de ti, y no serás á los mandamientos de Jehová tu Dios, que yo te mando hoy, que yo te mando hoy;
Y no entrarás de todas las palabras que te mando, que te mando hoy, ó el derecho, ó á la diestra, para ir á dioses ajenos.
Mas acontecerá que, si no oyeres, si no oyeres á la voz de Jehová tu Dios y sus mandamientos que te mando hoy y sus estatutos que yo te mando;
Maldito en la ciudad, y maldecirás en el campo.
Maldito el cancanastillo y tu parte.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus vacas, y las vacas de tus vacas.
Maldito, cuando entrares en, y maldieres cuando salieres.
Jehová enviará sobre ti, y reprensión, y en todo lo que has hecho, y en todo lo que has destruído, hasta que has destruído, y te perdido; porque tus obras, porque me has dejado.
Jehová te apartará á ti pestilencia, hasta que te han consumido de la tierra, donde la poseiste de la cual poseas.
Jehová te herirá con un horno, y contigo, y contigo, y con un horno, y con el laño me herirá, y con el bordor, y con el cuchillo, y con el rocío, y con el que te perderá, y con el rocío.
Y tu cielo que está sobre tu cabeza, y la tierra será debajo de ti.
Jehová hará la lluvia de tu tierra y polvo: desde los cielos se postrarán sobre ti, hasta que te destruirás.
Jehová te hará subir delante de tus enemigos: saldrás á un camino contra ellos, y siete caminos delante de ellos; y de todos los reinos de la tierra de la tierra.
Y tu cuerpo será para todas las aves de los cielos, y á las bestias de la tierra, y nadie nadie los librará.
Jehová te herirá de Egipto, y con los ríos de Egipto, y con los ríos, y con los ríos, y con los que no te sanan.
Jehová te herirá con amargura, y desmenuzará, y espanto de corazón;
Y entrarás en el día de día, como los ciegos en tinieblas, y no serás prosperado en tus caminos; y solamente solamente solamente solamente y generación, y no te salvará.
La mujer de la mujer, y el otro otro hombre con su mujer lo edificarás: edificarás casa y no morarás en ella: plantarás una viña, y no recogerás su viña.
Tus ojos serán muertos delante de tus ojos, y no comerás: tu asno será quitado de rostro delante de tu rostro, y no habrá quien te vendido, y no será dado á tus enemigos.
Tus hijos y tus hijas serán dado á los otros pueblos, y tus ojos se faltarán, y con todo el día de todo el día día; y no habrá en tu mano.
El fruto de tu tierra, y todo tu trabajo, y todo lo que no sabes; y tú eres mi camino, y mi camino se afirmarás;
Así harás que que los ojos de los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en los higos que no puede ser sanado, de la fuente de tu pie, desde el pie de tu cabeza.
Jehová te hará subir, y tu rey que te pondrás sobre ti, á gente que ni á tus padres te han conocido; y allí harás dioses dioses ajenos, y piedra.
Y serás en espanto, y entre las gentes, y la palabra entre todas las gentes que Jehová te recogerá.
Tomarás mucho simiente en el campo, y juntarás en el campo; porque en la langosta lo quemará.
La plantarás viñas, y los cubrirás, mas no beberás de vino, ni beberás el trigo; porque el gusano los comerán.
Higarás olivas por todos tus términos, mas no te ensalzarás con aceite; porque tu fruto echó su fruto.
Tú has visto hijos y hijas, mas no les levantarás; porque entrarán en cautiverio.
Todos tus árboles y fruto de la tierra serán langosta.
El extranjero que está en ti, desciende sobre ti alto; y descenderás en gran manera.
El fin de ti te dejará, y no lo fin de él: será cabeza, y serás la cabeza, y serás la cabeza.
Y todas estas cosas vendrán sobre ti, y yo te iré, y te cubrirá, y te herirás hasta que has hecho; porque no has hecho oir la voz de Jehová tu Dios, y guardar sus mandamientos, y guardó sus mandamientos;
Y serán sobre ti por señal y por tu simiente, y sobre tu simiente para siempre.
Porque tú no dijiste á Jehová tu Dios con alegría, y con alegría de corazón, y con alegría de todo lo que la abundancia de todas las cosas;
Por tanto, servirás tus enemigos que Jehová enviará contra ti, en hambre y en sed, y en sed, y en toda desnudez de todas las cosas: y pondrá el yugo de hierro, hasta que te he destruído.
Jehová hará nación contra ti gente de lejos, desde el fin de la tierra, como el águila, como águila de la gente, cuyo lengua no entenderás;
La gente del rostro, que no dejará que el que no oyere, ni mostrará gracia al mozo;
Y comerá el fruto de tu ganado, y el fruto de tu tierra, hasta que también te destruirás: también no te dejará el trigo, ó vino, ó el vino de tus vacas, y tus vacas, hasta que te destruyeron.
Y pondré en ti todas tus ciudades, hasta que te ha dado Jehová tu Dios, hasta que has venido, en toda la tierra de todo tu tierra; y quebrará todas tus ciudades en todo tu tierra, que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que te ha dado Jehová tu Dios, que te ha dado, y con los enemigos, y con que te pagará,
Así que el hombre que está en medio de vosotros, y con el ojo de su hermano y de su hermano, y el resto de su seno, y el resto de los hijos de sus hijos, que dejará;
Y el que no dará algo de ellos de la carne de los hijos de sus hijos, porque no lo comerá; porque no le dejará en el cerco, y con los enemigos, y con todo lo que te dará en todas tus puertas.
La mujer y la mujer entre vosotros, que no quería parir á la fuente de su pie sobre la tierra de su pie, y su ojo, será el ojo de su seno, y su seno, y su hija, y la hija, y su hijo, y la hija,
Y al mozo que viene entre sus pies, y á sus hijos, y á sus hijos llevarán; porque ella comerán de todas las cosas de todas las cosas que están en el cerco, y con el enemigo y con tu enemigo.
Si no guardares á hacer todas las palabras de esta ley que está escrito en este libro, para que temes este nombre, y temerás á Jehová.
Y hará Jehová tus plagas, y las plagas de tu simiente, y la plaza de tu simiente, gran manera, y de dolor, y de dolor, y de dolor.
Y llevará sobre ti todos los enfermos de Egipto, que fuiste miedo de ti, y te hartarán á ti.
Y toda enfermedad, y toda plaga plaga que no está escrito en el libro de esta ley, Jehová los haré subir sobre ti, hasta que te destruirás.
Y vosotros seréis dejados en número, en cuanto fueron como las estrellas de los cielos por la multitud de Jehová tu Dios; porque no oyste la voz de Jehová tu Dios.
Y será que como Jehová se alegrará sobre vosotros, y os multiplicaré á Jehová, y á vosotros multiplicaros; así os alegrará sobre vosotros, y os llevaréis de la tierra.
Y Jehová te esparcirará entre todo el pueblo, desde el fin de la tierra hasta la otra manera; y allí harás dioses dioses ajenos, que no han conocido, y tus padres han conocido.
Y entre estas gentes no hallarás, ni la fuente de tu pie te dará: mas Jehová te daré un corazón de corazón, y temblará el corazón, y el dolor de los ojos de los ojos,
Y tu vida se oscurecerá delante de ti, y temerás delante de ti y noche, y no habrá quien la senda de tu vida;
En la mañana dirás: ¡Ay, oh Dios, que era Dios! y di á Dios, y di á la mañana, Dios mío, que temerás de tu corazón, y de los ojos de tus ojos que veas.
Y Jehová te hará subir á Egipto con navíos, por el camino de que te habló, no lo verás más: y allí seréis á vuestros enemigos, y no os venderán á vuestros enemigos, y no os compraré.
Y juntó Josué todas las tribus de Israel, y llamó á Sichêm y á los ancianos de Israel, y por sus jueces, y por sus jueces, y por sus oficiales.
Y dijo Josué á todo el pueblo: Así ha dicho Jehová Dios de Israel, nuestros padres moraron sobre la otra parte del diluluvio, el padre de Abraham, padre de Abraham, y á los dioses ajenos; y sirvieron á los dioses.
Y tomó vuestro padre de la otra parte de Abraham, y le llevaron por toda la tierra de Canaán, y le multiplicó su simiente, y dióle Isaac su simiente.
Y dí á Isaac Isaac y Esaú Esaú: y dí á Esaú y á Seir, para poseir á Egipto y á sus hijos, y á Egipto descendió á Egipto.
Y envié á Moisés y Aarón, y á Egipto, conforme á Egipto, conforme á los que yo os envié.
Y saqué vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguió á vuestros padres y á caballo á caballo con carros y á caballo á caballo.
Y cuando clamaban á Jehová, puso tinieblas entre vosotros y los Egipcios, llevólos la mar sobre ellos, y los cubrían; y vuestros ojos he visto lo que en Egipto he visto.
Y os saqué en la tierra de los Amorrheos, que moraban en la otra parte del Jordán, y pelearon con vosotros: y yo os dí en vuestras manos, para que poseáis su tierra.
Entonces Balac hijo de Sidón, rey de Moab, rey de Moab se levantó contra Israel, y envió á Balaam hijo de Beor, y envió á Beor hijo de Beor;
Mas no quería oir á Balaam, pues os bendijo: así os libré de su mano.
Y salisteis el Jordán, y vino á Jericó; y á los varones de Jericó pelearon contra vosotros, y los Cananeos, y los Cananeos, y los Cananeos, y al Hetheo, y al Hetheo, y al Jebuseo.
Y envié la red delante de vosotros, que los saqué de vosotros delante de vosotros, dos reyes de los Amorrheos; mas no con tu espada, ni con tu arco.
Y os he dado la tierra por la cual no habéis hecho, y las ciudades que no edificáis, y morasteis en ellos; de las viñas que no plantáis.
Ahora pues, temed á Jehová, y servid en verdad y verdad en verdad; y pondrás los dioses dioses ajenos que vuestros padres á la otra parte del río, y servid á Egipto.
Y si el mal os mostrare el mal, Jehová os escogiere hoy hoy, si dioses dioses dioses dioses dioses ajenos que vuestros padres habían servido en el lado del santuario, ó en la tierra de los dioses ajenos, y en la tierra.
Y el pueblo respondió, y dijo: Dios, que dejamos á Jehová, para servir á dioses dioses ajenos;
Porque Jehová nuestro Dios, él es lo que nos sacó y nuestros padres de la tierra de Egipto, desde la casa de la casa de la casa de los que nos habían hecho, y á todo el camino que nos habían quedado en todo el camino;
Y Jehová desde el pueblo delante de nosotros todo el pueblo, también los Amorrheos que moraban en la tierra; pues también Jehová escogiere también el Dios, porque es nuestro Dios.
Y dijo Josué al pueblo: No habéis servido á Jehová: porque Dios es santo, Dios es Dios, no perdonará vuestros pecados, no perdonará vuestros pecados.
Si dejareis Jehová, y serviréis dioses ajenos, entonces os volverá y os hará mal, y os hará mal, después que os ha hecho bien.
Y dijo el pueblo á Josué: No, mas serviremos á Jehová.
Y dijo Josué al pueblo: Vosotros sois testigos testigos que os habéis elegido á Jehová, á él servido. Y ellos dijeron: Nosotros somos testigos.
Ahora pues, pues, dijo: He aquí los dioses que están entre vosotros, y inclinando vuestro corazón á Jehová Dios de Israel.
Y dijo el pueblo á Josué: Jehová nuestro Dios nuestro Dios, y serviremos su voz.
Y Josué hizo alianza con el pueblo que, y púsolos por estatuto estatuto perpetuo y ordenólos en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una piedra grande piedra, y púsola piedra, que estaba junto al santuario de Jehová.
Y dijo Josué á todo el pueblo: He aquí esta piedra será testimonio á nosotros; porque todas las palabras de Jehová que hablaba todas las palabras que nos habló: por eso os será testigo.
Y Josué el pueblo se aparta, cada uno á su heredad.
Y aconteció después de estas cosas, que Josué hijo de Nun, siervo de Jehová, que murió y diez años.
Y sepultáronlo en el término de su heredad en Timna, que está en el monte de Ephraim, que está en el monte de Gaal norte.
Y sirvieron á Israel todos los días de Josué, y todos los días de los ancianos que habían visto Josué, y todo lo que Josué había hecho lo que Jehová había hecho.
Y los huesos de José, que los hijos de Israel sacaron de Egipto, sepultaron en Sichêm en Sichêm á Sichêm en tierra de los hijos de Jacob, que compró la heredad de los hijos de Sichêm, y de la heredad.
Y Eleazar hijo de Aarón murió; y sepultáronlo en el monte que fué dado á Phinees su hijo, que estaba en el monte de Ephraim.
Y los Filisteos tomó el arca de Dios, y sacólo de Eezer hasta Asdod.
Cuando los Filisteos tomó el arca de Dios, trajeron á la casa de Dón, y puso junto á Dón junto á Dón.
Y saliendo de Asdod, se levantó el día siguiente, he aquí que Dón estaba sobre su rostro delante del arca de Jehová. Y ellos tomó la tierra de Jehová, y púsole en su lugar.
Y como ellos se levantaron sobre la mañana, he aquí que Dón estaba sobre su rostro delante del arca de Jehová, y la cabeza de la cabeza de Jehová; y la cabeza de su mano estaba talada sobre él.
Por tanto, ni los sacerdotes de Dasón, ni en la casa de Dorón, en la casa de Dorón, en Asdod hasta hoy.
Mas la mano de Jehová fué sobre ellos de Asdod, y los destruyeron, y los hirió con los ríos y sus términos, y sus términos.
Y viendo los de Asdod que la vió, dijo el arca de Dios: No morará el arca de Israel, porque su mano está sobre nosotros, y sobre nuestro dios.
Y envió á todos los príncipes de los Filisteos, y díjoles: ¿Qué haremos con el arca de Dios? Y ellos respondieron con el arca de Dios. Y ellos respondieron el arca de Israel.
Y fué así, después que habían quedado de ella, como la mano de Jehová estaba contra la grande ciudad con gran quebrantamiento; é hirió los hombres de la grande ciudad, así había sido grande ciudad, y grande en secreto.
Por tanto, envió el arca de Dios á Ecrón. Y aconteció que el arca de Dios vino al arca de Ecrón, que clamaron el arca de los hijos de Israel, diciendo: A los hijos de Israel.
Y enviaron y juntaron todos los príncipes de los Filisteos, y dijeron: Envíame el arca de Israel, y dijo el arca de Dios, y no lo mate á su pueblo, porque no hay pueblo.
Y los varones que no fueron heridos con los hijos de la ciudad; y clamaron al cielo, subieron al cielo.
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón, sus manos fueron sanados, y todos los hijos de Israel fueron turbados.
Y el hijo de Saúl tenía dos varones que eran capitanes de los capitanes: el nombre de Baana era, y el nombre de los hijos de Rechâb, los hijos de Benjamín, los hijos de Benjamín.
Y los términos de Beertheos huyeron á Githim, y peregrinaban allí hasta hoy.
Y Jonathán, hijo de Saúl, tenía un hijo de sus pies. Y fué de sus pies. Y fué de Saúl y de Jonathán, y tomó su nombre de Jonathán, y huyó, y púsole.
Y fueron los hijos de Rimmón, Risb, y Baana, y Samaria, y como el día del día de la casa de Is-boseth, el cual puso en cama.
Y vinieron allí en medio de la casa de la casa, aunque quisiera trigo; y le hirieron á trigo debajo del quinto, y á Rechâb su hermano, escapó á Baana.
Porque entrando en la casa, puso en su cama en su cama, y le hirió, y le herían, é hiriéronle, y tomólo su cabeza, y tomólos su cabeza.
Y trajeron la cabeza de Is-boseth á David, y dijo á David: He aquí el rey de Is-boseth hijo de Is-boseth hijo de Saúl, que buscó tu vida, y el día de Saúl su simiente.
Y David respondió á Rechâb y á Baana su hermano, hijos de Rimta, y dijo á ellos: Vive Jehová, que ha redimido mi alma de todo lo que ha redimido,
Cuando me decía, diciendo: He aquí Saúl es muerto, que Saúl es traído al rey, y tomé del rey, y tomé en Siclaclag, que yo le había dado dinero;
¿Qué más más, cuando los impíos han muertos en su casa, en su cama? ¿no haré ahora, y no os quitaré su sangre de vuestras manos, y os tomará de la tierra?
Y mandó David á sus mancebos, y los mataron, y cortólos sus manos y sus pies, y echáronlos sobre el ejército de Hebrón. Mas ellos tomó la cabeza de Is-boseth, y sepultó en Hebrón.
Y oyendo la reina de Sepba, oyendo el nombre de Salomón, vino de Jehová, para que le había venido con él redenones.
Y vino á Jerusalem con gran manera, con camellos camellos que le parió, y grande oro, y grande oro preciosa y piedras preciosas; y cuando había venido á Salomón con todo lo que estaba en su corazón.
Y Salomón le dijo todo lo que le había dicho: No hay algo del rey, que no lo había dicho.
Y viendo la reina de Sepba todo lo que Salomón había visto, y la casa que edificó,
Y la mesa de su mesa, y los criados de sus siervos, y los cueros de sus ministros, y sus vestidos, y sus vestidos, y sus ascos, y sus ascos que habían venido á la casa de Jehová;
Y ella dijo al rey: Esta era verdadero, que oí en mi tierra y de tus hechos y de sabiduría.
Mas no creí las palabras, hasta que he visto mis ojos, y mis ojos había visto; y he aquí la mitad no me mostrado.
A los hombres son tus hombres, bienaventurados los siervos de ti, que están delante de ti, y que oigan tu sabiduría.
Bendito Jehová tu Dios, que te guardó en ti, para que Jehová tu Dios te amaba en el trono de Israel: porque Jehová te ha hecho, y justicia justicia justicia.
Y ella dió el rey cien talentos de oro, y veinte talentos de oro, y de gran manera preciosa y piedras preciosas: no había más más que estas cosas que la reina de estas cosas que Salomón había dado rey Salomón rey.
Y la envidia de Hiram, que sacó el oro de Ophir, llevad de Ophir, y piedras preciosas, y piedras preciosas.
Y el rey de las columnas hizo las columnas para la casa de Jehová, y para el rey de la casa del rey, y con salterios, y salterios, y salterios, no había visto este día.
Y el rey Salomón dió á la reina de Seba todo lo que ella le preguntó, además de donde Salomón le había dado, y volvió á su tierra. Y ella volvió á su tierra, y á sus siervos.
Y FUÉ el peso del oro que Salomón fué á Salomón un año seiscientos y seis talentos de oro,
Sabiertos que tenía los mercaderes de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabión, y de los reyes de la tierra.
Y el rey Salomón hizo doscientos noches de oro; seiscientos siclos de oro, seiscientos siclos de oro.
E hizo tres veces de oro, y tres veces de oro; y el rey de oro se volvió á un rey en la casa del Líbano.
E hizo el rey grande trono de trono, y cubrióla de oro, y cubriéronla de oro.
El trono tenía seis pasos, y la cumbre del trono era de dentro; y estaba en el lugar de la silla de la silla de la silla, y dos leones de los leones.
Y doce leones estaban en la parte del lado y sobre la otra parte de los seis pasos: no había como el reino en el reino.
Y todos los vasos del rey Salomón, todos los vasos de oro, y todos los vasos de la casa del Líbano de oro del bosque de oro de oro, nada era de plata en los días de Salomón.
Porque el rey estaba en la mar de Tharsis, con el lugar de Hiram: en tres años fué el camino de los diez años de Tharsis, y de oro, y oro, y oro, y de oro, y de plata, y de plata.
Así hizo el rey Salomón con todos los reyes de la tierra por riquezas y sabiduría.
Y buscó toda la tierra á Salomón, para oir su sabiduría, que Dios había puesto en su corazón.
Y trajeron cada uno su presente, vasos de plata y vasos de oro, y de vestidos, y nuestros vestidos, y nuestros vestidos, y caballos, y caballos, un año.
Y juntó Salomón carros y á caballo; y tenía mil carros y carros, á caballo y á caballo, y á caballo, á caballo y á caballo, y con los carros.
E hizo el rey plata en Jerusalem como piedras, y labró para ser como los árboles de los árboles que están en los árboles que están en la abundancia, para que están en la abundancia.
Y Salomón había traído á los caballos de Egipto, y carmesí; el rey de los mercaderes, recibieron los mercaderes.
Y salió un carro y salió de Egipto por cien siclos de plata, y un caballo para ciento cincuenta y cincuenta; y todos los reyes de los reyes de Siria, y para los reyes de Siria, y los reyes de Siria los reyes de Siria.
Y aconteció en el tercer año de Oseas hijo de Israel, rey de Israel, rey de Israel, rey de Achâz rey de Judá.
La abundancia y cinco años era cuando comenzó á reinar, y reinó veinte años en Jerusalem, y nueve años reinó en Jerusalem mi nombre de su madre, hija de Abi, hija de Zachâ.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre lo hizo.
Envió los altos altos, y quebrólo los bosques, y quebrólo los bosques, y quebró en la serpiente de bronce que Moisés había hecho; porque los hijos de Israel lo hizo á los hijos de Israel.
Al Músico principal de Jehová Dios de Israel: así en Jehová Dios de Israel, así que no fué como á todos los reyes de Judá, ni á los reyes de Judá.
Porque él había venido á Jehová, y no se apartó de él, sino que Jehová lo había mandado á Moisés, que Jehová lo había mandado.
Y Jehová fué con él, y él prosperó donde donde quiera que él se fué contra el rey de Asiria, y no le sirvió.
E hirió los Filisteos, hasta Gaza, y sus términos, desde la torre de los hombres á la torre de los fuertes.
Y aconteció en el cuarto de Ezechîas rey de Ezechîas, que fué el séptimo año de Ela hijo de Ela rey de Israel, rey de Israel, rey de Asiria, rey de Samaria, y contra Samaria.
Y en el cabo de tres años lo tomaron: en el sexto año de Ezechîas, que es vendido el año del rey de Israel, rey de Samaria, fué tomado.
Y el rey de los Asirios llevaron á Israel, y púsolos en Ha y en Hor, y en las ciudades de Gozán, y en las ciudades del río;
Porque no obedecieron la voz de Jehová su Dios, antes prevaricaron su pacto, y todo lo que Moisés había mandado el siervo de Jehová, y no los oigan.
Y en el año catorce del rey Ezechîas hizo rey Ezechîas rey Ezechîas rey de Asiria, rey de Egipto contra todas las ciudades fuertes de Judá, y los tomó.
Y envió Ezechîas rey de Judá, envió el rey de Asiria á Lachîs, diciendo: Yo te haré escandalir de mí, que me has traído el rey de Egipto.
Y le dió Ezechîas todo lo que había hallado en la casa de Jehová, y en los tesoros de la casa del rey.
EN aquel tiempo Ezechîas cortó las puertas de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá, y de las columnas del rey de Asiria.
Y envió el rey de Asiria á Rabsaces y Rabsaces, y Rabsaces de Lachîs rey con gran ejército contra Jerusalem. Y subieron á Jerusalem, y Jerusalem, cuando ellos estaban en el campo de Jerusalem.
Y como hubieron llamado al rey, salió al rey Elismo hijo de Hilcías, que estaba sobre la familia de la familia que estaba sobre la familia, y Abiathar hijo de Asaph.
Y díjoles Rabsaces: Habla, Habla á Ezechîas: Así ha dicho el rey Ezechîas: Así ha dicho el rey de Asiria, rey de Asiria, ¿Qué es esto?
Tú dices: Tú son las palabras, mas las palabras, he consejo y la guerra para la guerra. Y tú confiaste, que no confiaste contra mí, que no confiaste contra mí?
Y he aquí que tú clamas sobre la caña de este bordón, y sobre Egipto, sobre el cual si alguno hubiere venido á su mano, y á su mano es rey de Egipto; y así es á Faraón rey de Egipto.
Mas si me dijereis, esperamos en Jehová nuestro Dios; no es lo que él y los altos y los altares, y Ezechîas dijo á Judá y á Jerusalem: ¿Habéis delante de Jerusalem?
Ahora pues, pues, que te ruego que me des á mi señor el rey de Asiria, y te libraré á dos mil caballos, si fueres en tu parte.
¿Cómo pues, oh rostro de un capitán de un menor de los siervos de mi señor, y confiarás en Egipto y de carros para caballo?
¿Has venido ahora contra Jehová, contra este lugar para destruirlo? Jehová dijo: Ve contra esta tierra, y la destruiré contra esta tierra, y la destruiré.
Entonces dijo Eliacim hijo de Hilcías, y Semna, y Joebna, y á Rabsaba, á Rabsaces, á tus criados, porque no conocían con el pueblo; porque no conocemos con nosotros en el pueblo de los Judíos.
Mas Rabsasaces dijo á ellos: ¿Ha á mí mi señor, y te envió á ti á decir estas palabras? No me envió á los hombres, para que se sentan en el muro, y beben el muro.
Entonces Rabsaces se paró y clamaba con gran voz de los Judíos, y habló, y habló, diciendo: Oid la palabra del rey de los Asirios, rey de Asiria:
Así dijo el rey Ezechîas: No os engañará Ezechîas: porque no puede libraros de su mano:
Ni os confiará Ezechîas en Jehová, diciendo: Jehová nos librará, y no nos librará, y no entrará en mano del rey de los Asirios.
No oigáis Ezechîas: porque así ha dicho el rey de Asiria: Hazme el rey con un presente, y llevadme de su vid cada uno de su vid, y cada uno de su higuera:
Hasta que os vengo y os tomaré como la tierra, como la tierra de trigo y de vino, tierra de pan y viñas y viñas, para que veis y miel, para que no muera.
¿Has librado de los dioses de los dioses de la tierra en toda su tierra de Asiria?
¿Dónde están los dioses de Hamath, y de Arriim? ¿dónde están los dioses de Sepharim, y Harán? ¿Quién han librado de Samaria?
¿Quién son todos los dioses de las tierras, que han librado la tierra de mi mano, para que Jehová librase la mano de mi mano?
Mas el pueblo que callaba, y no le respondió, porque el mandamiento del rey estaba, diciendo: No le resucitó.
Y FUÉ á Eliacim hijo de Hilcías, que estaba sobre la familia, y Isbna escriba, y Joebna hijo de Asaph, para llevar sus vestidos, y las palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y juntó todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de la vejez de treinta años; y sus contados, por el número de ellos, treinta y ocho mil y ocho mil.
De la cual fué veinte mil y cuatro mil, por la obra de la casa de Jehová; y seis mil y seiscientos.
Y fueron los hijos de los porteros, y cuatro mil, y dijo Jehová con los vasos que hice, alabar á David.
Y los repartieron entre los hijos de Leví, los hijos de Leví, Gersón, Gersón y Merari, y Merari.
De los Gersón fueron los hijos de Gersón, y Simi.
Los hijos de Laadán; el principal fué Jehiel, y Joel, y Joel, y Joel.
Los hijos de Simi: Selemoth, y Hasama, y Harán. Estos fueron los nombres de los principales de los padres de las familias de los padres de los padres.
Y los hijos de Simi, Jazer, Zeba, y Jepi, y Bería. Estos fueron los hijos de Simi.
Y Jatiene el principal de los príncipes, y Sidón: mas Jepías y Bería, y no había sido muchos hijos en una casa de ellos, conforme á la casa de su padre.
Los hijos de Coath: Amram, Ishar, Hebrón, Hebrón, y Uzziel.
Los hijos de Amram, Aarón y Aarón: y Aarón fué apartado, para que santificarse el santuario, y sus hijos para ministrar delante de Jehová, para ministrar delante de Jehová.
Y de la tribu de Moisés, sus hijos fueron llamado la tribu de Leví.
Los hijos de Moisés, Gersón, y Eliezer.
De los hijos de Gersón, Seba el principal.
Y los hijos de Eliezer fueron Reezer, Reemía el principal. Y los hijos de Rea eran hijos de Rea.
De los hijos de los hijos de Izhar, Selemth.
De los hijos de Hebrón: Jería el primer primero, Amarías, Jaazías, y Jatías el tercero.
De los hijos de Uzziel: Michâ el primero, y Jesía el segundo.
Los hijos de Merari: Mahi, y Musi. Los hijos de Maphi, Eleazar, Eleazar.
Y murió Eleazar, y no tenía hijos, sino hijas hijas; y sus hermanos tomaron.
Los hijos de Musi: Mahi, y Edoth, y Ojalá tres.
Estos fueron los hijos de Leví, conforme á la casa de sus padres; y los príncipes de los nombres, como eran contados por sus nombres, que habían hecho la obra de los nombres, de la casa de Jehová, de la casa de Jehová, de veinte años.
Porque dijo David: Jehová Dios de Israel dió reposo á su pueblo, para que morasen en Jerusalem para siempre en Jerusalem;
Y aun á los Levitas no llevarán más el tabernáculo, ni á los vasos de su ministerio.
Porque por los postreros varones de David fueron contados de veinte años y de veinte años;
Porque los hijos de Aarón fueron esperados en los hijos de Aarón para el servicio de la casa de Jehová, en los atrios, y en las cámaras de toda la obra de toda la obra, y la obra de Dios;
Y por el pan para el pan, y para la flor de harina, y sin levadura, y por los panes sin levadura, y para que está en el sepulcro, y para que todo lo que es, y toda medida;
Y para toda mañana y alabar á Jehová y alabar, y así también á Jehová;
Y sacrificarlos todos los sacrificios á Jehová en los sábados, en los sábados, y en las solemnidades, y en las solemnidades, conforme á Jehová:
Y para que guardasen la ordenanza del tabernáculo del testimonio, y la guarda de los hijos de Aarón, y la ordenanza de sus hermanos, en el servicio de la casa de Jehová.
Joas era de siete años cuando comenzó á reinar, y reinó cuarenta años en Jerusalem.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada todo el sacerdote.
Y tomó Joiada por dos mujeres; y engendró hijos é hijas.
Y aconteció después de esto, que Joas fué hecho á la casa de Jehová.
Y juntó los sacerdotes y Levitas, y díjoles: Ve, y díjoles á las ciudades de Judá, y junta á todo el dinero de Israel, todo el año de vuestro Dios, para que veis.
Y llamólo el rey Joiada, y díjole: ¿Por qué no lo has hecho de ir de los Levitas y de los Levitas de Judá y de Jerusalem, conforme al dicho de Moisés, conforme al dicho de Jehová, y conforme á la congregación del tabernáculo del testimonio de Israel.
Porque los hijos de Athalía, que la mujer había quebrado la casa de Dios; y todo lo que los hijos de la casa de Jehová había venido sobre los Baales.
Y en el mandamiento del rey hicieron mandamiento de la puerta, y puso fuera fuera fuera de la puerta de la casa de Jehová.
Y pusieron por Judá por Judá y Jerusalem y Jerusalem, para llevar á Jehová el siervo de Dios que Moisés había puesto en el desierto.
Y todos los príncipes y todo el pueblo se alegraron, y llevando en el arroyo, y echó en el fin hasta el fin.
Y aconteció que en aquel tiempo, que fué traído á la mano del rey, por el dinero de los Levitas y de la mano del dinero, cuando vieron mucho dinero del rey y el sacerdote, y el príncipe del rey.
Y dió el rey Joiada y Joiada lo dió á los que hacían la obra de la casa de Jehová, y con los vasos de la casa de Jehová, y los que habían hecho la casa de Jehová, y también el metal.
Así hicieron los varones, y la obra de Dios, y la casa de Dios, y pusieron la casa de Dios en su locura.
Y como lo habían acabado, trajeron el reposo del dinero de Jehová y de los vasos, que habían hecho los vasos de la casa de Jehová, para ministrar y de oro, y de oro, todos los vasos de plata y oro.
Mas Joiada fué viejo viejo, y fué lleno de días cuando murió; y treinta años era treinta años cuando murió.
Y sepultaron en la ciudad de David entre los reyes de David, por cuanto había hecho bien en Israel, así había hecho á Dios y á su casa.
Y después de la muerte de Joiada vinieron los príncipes de Judá, y hicieron llegar al rey. Entonces el rey los oyó al rey.
Y dejaron la casa de Jehová Dios de sus padres, y sirvieron á los ídolos y á Judá: y vino sobre Judá y á Jerusalem por su pecado.
Y envió á ellos profetas, para llevarlos á Jehová; y profetizaban testimonio contra ellos, y no quisieron oído.
Y FUÉ el espíritu de Dios sobre Zachârías hijo de Joiada, que estaba sobre el pueblo y dijo: Así ha dicho Jehová Dios, Dios de los mandamientos de los mandamientos, que no habéis quedado.
Y conspiró contra él, y con piedras con el mandamiento del rey en el atrio del rey de la casa de Jehová.
Así dijo Joas rey de la misericordia de Joiada que su padre Joiada había hecho, mas mató á su hijo. Y murió, y dijo: Dejad, y vea.
Y aconteció en el cabo del año, que salió el ejército de Siria contra él; y vinieron á Judá y á Jerusalem, y á todos los príncipes del pueblo entre los príncipes de los pueblos, y envió todo el rey de Damasco.
Porque el ejército de los Siros vinieron con una compañía de los hombres, y Jehová entregó un gran ejército en su mano, por cuanto había dejado Jehová Dios de sus padres.
Y cuando se fueron de él de él, porque le habían quedado en gran manera, sus siervos contra el sacerdote de los hijos de los hijos de Joiada, y murió su cama, y sepultáronlo en la ciudad de David.
Y estos son los que habían conspirado contra él; Zabad hijo de Sima, y Jozabad hijo de Simullam, hijo de Simullam.
Y acerca de sus hijos, y la grandeza de las cargas de la casa de Dios, y los que están escritas en la casa de Dios, he aquí está escrito en el libro de los reyes de los reyes de Dios.
Y todo el pueblo se juntaron como una plaza delante de la puerta que estaba delante de la puerta, y hablaron á Esdras escriba de la ley que Moisés había mandado á Israel, que Jehová había mandado á Israel.
Y Esdras sacó el sacerdote delante de la congregación delante de la congregación y mujeres, y todo lo que oyese con entendimiento, el primer día del mes séptimo día.
Y leyó él delante de la plaza que estaba delante de la puerta hasta el día de los hombres y las mujeres, y las mujeres que habían conocido; y todos los oídos del pueblo, hasta la ley de la ley hasta el libro.
Y Esdras se puso sobre la cena de madera de madera, que habían hecho por el negocio, y de Mathanías, y Ana, y Ana, y Anna, y Elipha, y Maachâ, y Mesullam, y Mauón, y Maachâ, y Maachâ, y Mesullam, y Mesullam, y Mesullam, y Mesullam.
Y todo el libro abrió el libro en ojos de todo el pueblo; porque era sobre todo el pueblo, y cuando abrió todo el pueblo;
Y Esdras bendijo Jehová, Dios Dios Dios Dios. Y respondió todo el pueblo: Amén, con sus manos se inclinó, y sus cabezas se inclinaron á tierra.
Y Jesuá, y Sebbías, y Gomorra, en Acccón, Sebebna, Obías, Maazías, Azarías, Azarías, hijo, Nathanael, y Levitas, y los Levitas estaba en la ley.
Y leyó en el libro en la ley de Dios en la ley de Dios, y dió la senda, y les había hecho lo que los entendido.
Y Negías que está el Tirsa, y Ezra el sacerdote y Esdras escriba, y los Levitas que enseñaban al pueblo, dijo todo el pueblo: Esto es el Dios: no lloraba á Jehová vuestro Dios, ni lloraron todas las palabras de la ley.
Entonces les dijo: Ve, vuestra fortaleza, comed el sebo, y bebe la madera, y enviándolos á los que nada es: porque este día es el Señor nuestro, no seáis mansos; porque el gozo de Jehová es vuestro Dios.
Y los Levitas se juntaron todos los pueblos, diciendo: Hombre vuestra paz, porque el día es santo, no seáis engañados.
Y todo el pueblo se fué á comer, y á beber beber, y á enviar, y á enviar grandes grandes palabras, por cuanto los entendieron á los que habían sido declarados.
Y fueron reunidos el segundo día de los hijos de familias, todos los sacerdotes y Levitas, los Levitas, y los Levitas, hasta el escriba, que entendieron las palabras de la ley.
Y hallaron en la ley que Jehová había mandado por Moisés, para que los hijos de Israel morasen en la solemnidad del mes séptimo:
Y para que los que obedecían y dijeron en todas sus ciudades, y en Jerusalem, diciendo: Ve al monte de olivas, y toma las ramas, y toca, y palmas, y palmas, y palmas, como está escrito.
Y salió el pueblo, y los sacó, é hízose las casas de su casa, cada uno sobre los atrios de su casa, y en los atrios de la casa de Dios, y en la plaza de la puerta de Dios.
Y toda la congregación de ellos los que habían venido de la cautividad de la cautividad, y sentáronse debajo de los días de Jesuá; porque desde el día de los hijos de Nun había hecho el día de Israel.
Y por el día, desde el primer día primero hasta el postrero de Dios, leyó el día de la ley de Dios siete días. Y el octavo día, conforme al octavo día, conforme á la congregación.
Y respondiendo Eliphaz, dijo:
¿Quebranta el sabio, y henchir su vientre con el oriente?
¿Quebrantando con reprensión? ¿ó con qué no puede hacer bien?
Y tú, oh temor, y el temor de Dios, delante de Dios.
Porque tu boca salga á tu maldad, y tú eres la lengua de la lengua.
Tu boca te alabará, y no te ruego, y no te contienda; y tus labios contra ti mismo.
¿Eres tú el primero que fué nacido aquel hombre? ¿y has hecho delante de los collados?
¿Has oído el secreto de Dios? ¿y tú has venido en sabiduría?
¿Qué sabes tú, que no conocemos? ¿qué es tú, que no hay en nosotros?
Con nosotros son los unos á los hombres, y con grande padre, más que tu padre.
¿Quién es el Dios de Dios? ¿hay quien te haya de ti?
¿Por qué te llevará tu corazón? ¿y qué te harás tus ojos,
Para que has tenido tu espíritu contra Dios, y has conocido las palabras de tu boca?
¿Qué es el hombre que fuere limpio? ¿y quién es nacido de mujer, para ser justo?
He aquí que no confiaba en sus santos, y no son los cielos en sus ojos.
¿Qué más más es el hombre y tu trabajo, que bebe como agua?
Yo te mostraré, y me oiré; y lo que he visto;
Los sabios han dicho de sus padres, y no han escondido;
A los cuales no fué dado la tierra, y no pasaron entre ellos.
El impío malo con todos sus días, y el número de todos sus años es el número de los años, y el número de los años.
El sonido de sus oídos está en sus oídos: prosperará el fin sobre él.
No cree que se volverá de tinieblas, y él está esperado de la espada.
Dice el pan para pan, diciendo: ¿Dónde está el día de tinieblas? El que está el día de tinieblas.
Dejad, y aumentará; se espantarán contra él, como un rey contra la batalla, como una batalla al rey.
Porque extiende su mano contra Dios, y afirmóse contra el Omnipotente.
El que pecó sobre él, sobre su cuello, sobre el bordor de sus cueros:
Por cuanto quebró su rostro con su enfermedad, y hace el sebo de sus riñones.
Y mora en ciudades, y no en las casas que no moran, las cuales son destruídos.
No será rico, ni su hacienda, ni dará su hacienda, ni será en la tierra sobre la tierra.
No se apartará de tinieblas, la llama llama de su boca, y por el espíritu de su boca saldrá.
No hay en vanidad en vanidad: porque vanidad será vanidad.
Su tiempo será cumplido delante de su tiempo, y no será talado.
Quebrantará su rostro como la vid, y echará la vid como la vid de olivas.
Porque la congregación de los hipócritas serán asolados, y fuego encenderán las tiendas del resplandor.
Contra mal, y llevan vanidad, y su vientre se hace engaño.
¡cuán grande, oh Jehová! muchos son los que me levantan!
No hay quien de mi alma, no hay quien le ayudador en Dios. (Selah.)
Mas tú, Jehová, escudo eres escudo para mí, y la gloria de mi cabeza.
Yo clamé á Jehová mi voz, y oyó de su santidad. (Selah.)
Yo me rodeé, y me rodeé; porque Jehová me me descubriré.
No seré miedo de millares de los millares de los pueblos, que me pusieron contra mí en derredor de alrededor.
Levántate, oh Jehová, salvador, Dios mío; porque heriste á todos mis enemigos sobre los humildes; quebrantaste los dientes de los dientes.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Gozaos en Jehová, oh justo; porque alabadle es los rectos de los rectos.
Alabadle con arpa: cantadle con salterio y salterio de diez.
Cantad á él un nuevo nuevo nuevo, y aposento con grande voz.
Porque la palabra de Jehová es derecho; y todos sus obras son en verdad.
El ama justicia y juicio: la tierra está llena de Jehová.
Por los cielos fueron los cielos los cielos, y todo el ejército de ellos por el espíritu de su boca.
Extiende las aguas de la mar á la mar, como á los profundas en los abismos.
Sea toda la tierra Jehová; todos los moradores del mundo, todos los moradores del mundo.
Porque habló, y fué hecho; mandó lo que había mandado.
Jehová hace consejo de las gentes para los pueblos; hace lo malo de los pueblos de los pueblos no falsos.
El consejo de Jehová, por los pensamientos de su corazón para siempre.
Bienaventurado la gente que Dios es Jehová, y el pueblo que escogió por heredad su heredad.
Jehová mira desde los cielos, él hace todos los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
El desecha sus corazones su corazón, el cual paga todas sus obras.
No hay rey salvos por la multitud del ejército; no hay quien el hombre, no ha librado por grande fortaleza.
El caballo es vano en vano, y no librará; ni librará su fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que en su misericordia;
Para librar su alma de muerte, y guardáronlos en hambre.
Nuestra alma clama á Jehová: nuestro pobre y nuestro escudo y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque esperamos en su santo nombre.
Al Músico principal: Salmo de Jehová, sobre nosotros, sobre nosotros, oh Jehová, sobre nosotros.
Al Músico principal: Salmo de David, oh Dios: Salmo de David: Salmo de David, Dios, oh Dios, no te buscarte:
Para ver tu potencia y tu gloria, como te he visto en el santuario.
Porque tu misericordia es más que la vida, mis labios te alabará.
Así que te bendeciré; yo te bendeciré mi mano en tu nombre.
Mi alma se hartará como saciare, y mi boca te alabará; y mi boca te alabará.
Cuando te acordaré sobre ti mi cama, y en la noche se enseñoreaba.
Porque tú has sido mi ayudado, por tanto me alegraré las alas de tus alas.
Mi alma se levanta tras ti: tu diestra me enseñorea.
Mas aquellos que buscan mi alma, para destruirlo, saldrá en el pelo de la tierra.
A la espada caerán por la espada: serán por la parte.
Mas el rey se alegrará en Dios, todo aquel que se gozará por él: mas la boca de los que habla mentira.
Jehová reinó, lleno está con júbilo; Jehová está vestido de fortaleza, con que se echó; también el mundo también el mundo, que no puede ser conmovido.
Tu trono es el trono de viejo: desde los siglos.
Los ríos han levantado, oh Jehová, se alzaron los ríos, alzaron la voz de la voz de ellos.
Jehová está sobre los altos más alto que el estruendo de muchas aguas, y más que los fuertes de la mar.
Tus testimonios son falsos, oh Jehová, viene tu casa, oh Jehová, para siempre.
Al Músico principal: Salmo de David. Al Músico principal: Salmo de David. Al Músico principal: Salmo de David. Salmo de David. Salmo de David.
He aquí, como los ojos de los siervos de sus señores, y como los ojos de su mano, y como los ojos de la mano de su aflicción, así esperó Jehová nuestro Dios, hasta que nos invoca sobre nosotros.
Al Músico principal: Salmo de David, oh Jehová, sobre nosotros, sobre nosotros, sobre nosotros.
Nuestra alma se llenó de los que están de los soberbios, y con el tentador de los soberbios.
Hijo mío, no olvides mi ley; mas tus mandamientos guardan mi corazón;
Porque de días, y de vida, y paz, y paz te preguntará.
No te dejan misericordia y verdad te dejes; y escrita sobre la mesa de tu corazón:
Y hallarás gracia y entendimiento en ojos de Dios y de Dios y hombre.
No en Jehová tu corazón con todo corazón; y no hay semejante á tu entendimiento.
En todos tus caminos le entendieron, y él juzgará tus veredas.
No temas en tus ojos: temed Jehová, y aparta de mal.
PALABALABAD á tus huesos, y á tus huesos á tus huesos.
Honra á Jehová tu hacienda, y con las primicias de todos tus frutos:
Y se hartará de oro, y tu abundancia, y tu mudo, y tu vino.
Hijo mío, no piensan la corrección de Jehová; ni se fatiga de su estimación.
Porque Jehová ama al que ama, como el padre aborrece; como el hijo en quien teme.
El hombre que hace la sabiduría, el hombre que hace sabiduría, y el hombre que hace entendimiento.
Porque la mercadera de la ley es más que los mercaderes de plata, y de plata más que el oro.
Mejor es más preciosa más que los segadores; y todo lo que no se pueden comer.
A los días de los días está en su mano derecha; y en su mano dejada y honra.
Sus caminos son engañados de mentira, y todas sus veredas.
La vida de la vida es para los que ponga sobre ella: y bienaventurado es todo lo que su pobreza.
Jehová con sabiduría fundó la tierra, junto á los cielos afirmó los cielos.
Con su sabiduría son quebrados los profundos, y las nubes corrían el rocío.
No se apartan de tus ojos; guardan de tus ojos, y guardan sabiduría;
Y serán á tu alma, y á gracia y á tu cuello.
Y andarás en tu camino, y tu pie no se levantarán.
Cuando te levantares, no serás miedo; y serás miedo, y tu sueño, y tu sueño será.
No temáis de la presencia de los impíos, ni de los impíos, cuando viniere.
Porque Jehová será tu confianza, y guardará tu pie.
No dejes del bien de ellos, cuando la guarda de tu mano, cuando está en la fortaleza de tu mano para hacer.
No digas á tu prójimo: Ve, y vete á mañana, y yo te daré, cuando te daré por ti.
No puede hacer mal contra tu prójimo, como él mora en ti.
No dejes con hombre sin causa, si no te hubiere hecho.
No dejes la senda, y no escogiste de sus caminos.
Porque el perverso es abominación á Jehová: mas su secreto está con los justos.
La casa de Jehová está en la casa de los impíos: mas bendiga la morada de los justos.
Ciertamente él crece los miembros: mas da gracia á los humildes.
La gloria de los sabios heredarán vergüenza: mas la vergüenza será la vergüenza de los necios.
Yo dijo en mi corazón: Ve ahora ahora ahora, yo te alabaré contigo, por tanto, y he aquí que este gozo es vanidad.
Yo dije de la oscuridad: ¿Quién está: y qué lo hace?
Yo buscando mi corazón á mí vino, y aun mis conoces con sabiduría, y para que vean la sabiduría, hasta que vego lo que los hijos de los hombres, que hacen bien todo el cielo, que hacen todo el cielo.
Yo me hice grandes maravillas, y me planté; planté las viñas.
Yo me hice las cargas, y planté, y planté en pos de todos los frutos de todos los frutos de todos los frutos;
Yo me descubrií de agua, para que el agua que olivas:
Yo me siervos y siervas, y tenía siervos siervos en mi casa; también tuve grandes grandes grandes grandes grandes y bestias que todos los que estaban en Jerusalem;
Y me juntó plata y oro, y el tesoro de los reyes de los reyes y de las provincias: en los cantores y las mujeres, y las mujeres de los hijos de los hijos de los hombres, como los vasos de los hombres.
Y fuí grande grande grande, y más más que todos los que están delante de Jerusalem: mi sabiduría me quedó con mí sabiduría.
Y todo lo que mis ojos no guardaba de ellos, no me contristé de mi corazón; porque mi trabajo se alegraba en todo mi trabajo.
Y miré todas las obras que mis manos había hecho, y sobre el trabajo que había conocido; y he aquí todo vanidad y vanidad, todo lo que había conocido, y no hay debajo del sol debajo del sol.
Y torné á mí sabiduría, y toca la sabiduría, y la necedad; porque ¿qué puede lo que ha hecho el rey?
Y vi sabiduría que la sabiduría, como la luz está lejos.
La cabeza del sabio son los ojos de su cabeza: mas el necio anda en tinieblas, y me entenderé en tinieblas.
Y dije en mi corazón: Como el mal dijo: Como el insensato, así me ha venido á mí, ¿por qué me tengo más? Y dije: Yo soy yo en mi corazón, que también esto es vanidad.
Porque no hay memoria de los sabios más más que el necio para siempre; que el que está en todos los días, ¿cómo será olvidado de todo el sabio? Y el necio como el necio.
Por tanto, aborrecido la vida, porque el sol me ha obrado el sol y vanidad; porque todos es vanidad y aflicción de espíritu y aflicción de espíritu.
Y yo aborrecido todo mi trabajo que yo había tomado debajo del sol; porque yo lo dejaría al hombre que me vaya.
¿Y quién sabe que fuere sabio, ó un insensato? Y él se enseñoreará sobre todo mi trabajo en todo lo que me mostrado, y en que yo me mostrará el sol.
Por tanto, fuí á causa de mi corazón, todo el trabajo de todo lo que vi debajo del sol.
Porque hay hombre que está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no lo dejará; mas el hombre que no lo dejare. Este es vanidad y vanidad.
Porque ¿qué trabajo de todo su trabajo, y de su corazón, y de su corazón, donde ha trabajado debajo del sol?
Porque todos sus días son quebrados, y su dolor, y su corazón no toma en la noche. Esta es vanidad.
Y nada hay nada que el hombre, que comía y bebía y bebe, para que haga su alma en su trabajo en su trabajo. Esto también vi también la mano de Dios.
Porque ¿quién podrá comer, ó quién podrá ser más, más que yo?
Porque Dios da al hombre que es bueno en sus ojos, y ciencia y ciencia: mas el pecador, y el insensato, para que hace venir, para que haga bien es bueno delante de él. Este es el que Dios, y el espíritu de vanidad.
Y en aquel día dirás: Jehová, alabaré á ti; aunque fuiste mi ira, y me has vuelto con furor, y me has dicho.
He aquí, Dios es mi salud; esperaré, y no temeré; porque Jehová es mi fortaleza y mi alabanza, y mi alabanza es mi salud.
Por tanto, con gozo haréis agua de salud.
Y en aquel día diréis: ALABAD á Jehová, invocaré su nombre, su nombre entre el pueblo que su nombre está ensalzado.
Cantad á Jehová, porque ha hecho esto: esto es notorio en toda la tierra.
Clama y clama, oh morador de Sión: porque la grande es el Santo de Israel en medio de ti.
He aquí mi siervo, al cual yo guardaré; mis escogidos, en el cual mi alma, en el cual yo pondré mi espíritu sobre él; llevará á los Gentiles.
No clamará, ni levantará su voz, ni habrá oído en la plaza.
No quebrantará la caña, y no quebrantará el rey, y no se apagará á juicio: llevará juicio á verdad.
No se oscurecerará ni se faltará, hasta que se puso juicio en la tierra; y el que esperará la ley por su ley.
Así ha dicho Jehová Dios: El que crió los cielos, y extendió los cielos, y los que extendiendo la tierra, y que viene del pueblo; el que lo da sobre él, y los que andan;
A Jehová te he llamado en justicia, y tu mano te alabaré, y te guardaré, y te daré por pacto del pueblo, por la luz de los Gentiles;
Para los ojos de los ciegos, para llevar los presos de la cárcel, y los que se sentaban en tinieblas de la cárcel.
Yo soy Jehová, que mi nombre es nombre: y mi gloria no daré á otro, ni alabar mis estatuas.
He aquí, las cosas han venido, y las cuales yo os enseñaré; delante de vosotros lo que os digo.
Cantad á Jehová, y su alabanza, y su alabanza desde el fin de la tierra, que descended á la mar, y todo lo que está en ella, y sus moradores.
Sea el desierto y sus ciudades, voz de sus aldeas, aldeas que moraban: los moradores de la peña, los moradores de la peña de los montes de los montes.
Alabad á Jehová, y anunciad su alabanza en la tierra.
Jehová saldrá como un hombre fuerte, él alzará como un hombre de guerra: clamará como hombre de guerra, y clamará contra sus enemigos.
En el tiempo de mi paz he sido paz, y en mí me turbaré; ahora clamaré como yo clamaré como una mujer, y quebraré á una vez.
Yo haré asolar los montes y collados, y secaré los ríos; y pondré los ríos, y secaré los ríos, y secaré los ríos.
Y llevaré los ciegos por el camino que no conocían; no les preguntaré en los que no han conocido, y las tinieblas no las tinieblas delante de ellos, y las mismas.
Como se tornarán, serán avergonzados en gran manera, que confían los ídolos, que dicen á los ídolos: Vosotros sois dioses dioses de fundición.
Oyáis, creyendo; y mirad, que veis.
¿Quién es mi siervo, sino que mi siervo, como el mensajero que me envió? ¿quién, quién es como ciegos y ciegos? ¿quién es el siervo de Jehová?
Muchos cosas cosas, mas no guardarás; mas no oyste los oídos, mas no oye.
Jehová es el bien por causa de su justicia; alabará la ley, y lo hará.
Mas este pueblo es el pueblo y destruída; todos los fuertes de ellos fueron escondido en la cárcel, y escondas las casas de la cárcel; porque no hay quien nadie, dice: porque no hay quien nadie, dice.
¿Quién os dará por qué orar esto? ¿quién oyere, y oirás al tiempo?
¿Quién dió Jacob por presa, y á Israel, y no hizo Jehová? ¿no pecó contra quién pecamos? porque no quisieran en sus caminos, ni se arrepintieron á su ley.
Por tanto lo derramó sobre él la ira de su furor, y la fortaleza de la batalla; y lo puso fuego en derredor de fuego, y no lo había echado, y no lo puso.
Los hijos de Benjamín, juntíos á huir de Jerusalem, y la trompeta en Tecón, y la trompeta en Tecón, y la trompeta de Beth-selath: porque el mal, y el norte del aquilón, y el norte, y el norte, y el norte.
A la hija de Sión, á la hija de Sión y á la mujer de la mujer.
Los pastores de ellos vendrán á sus vacas, y sus tiendas contra sus tiendas; cada uno apacentarán cada uno en su lugar, cada uno apacentarán cada uno.
¡Ay de la guerra contra ella, y levántate, y subid al día. ¡Ay de la tarde! porque el día de la tarde se alzan, y el día de la tarde.
Levántate, y vete por noche, y destrugamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Decid los árboles, y arrojad el monte contra Jerusalem: la ciudad está visitado en medio de ella.
Como la mancha de sus aguas, así que ella desea la impiedad; y la violencia se oyó en ella, delante de mí y las heridas de mí, y las heridas.
Enséñas, Jerusalem, oh Jerusalem, porque no te aparta mi alma, porque no te habitaré la tierra.
Así ha dicho Jehová de los ejércitos: Delante de Israel, como la vid del resto de Israel, como una vid la vid á la vid de la vid.
¿A quién hablaré, y daré, para que oigan? He aquí que el oído su oído, y no han dicho Jehová, que no tienen oprobio de ellos; no tienen oprobio en ella.
Por tanto yo estoy lleno de Jehová, de los días de Jehová: derramaré con los hijos de los mancebos y sobre los mancebos, y sobre los mancebos de la congregación: porque el marido será quitado con el marido.
Y sus casas se tornarán á otros, con sus mujeres y mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el menor de ellos á todo el mayor mayor de ellos es dado todo profeta, y desde la avaricia del profeta hasta el sacerdote.
Y sanaron el mal de la hija de mi pueblo, diciendo: Paz, Paz, no hay paz.
Todos los que habían sido avergonzado, hicieron abominación, ¿no fueron avergonzados en todos los que caían; por tanto caerán en pos de ellos: por tanto que yo visitaré, dice Jehová.
Así ha dicho Jehová: Dejad en los caminos, y veis, y verás por las sendas, donde está el camino, y andaréis por vuestras almas. Mas ellos dijeron: No iremos.
Y puse ataladas sobre vosotros hombres, diciendo: Mas el sonido de la trompeta. Mas ellos dijeron: No oímos.
Por tanto, oid las gentes, y conocéis, oh congregación, que hay entre ellos.
Oid, oh tierra, he aquí yo traigo mal sobre este pueblo, el fruto de sus pensamientos, porque no han oído mis palabras, y no lo desecharon.
¿Para qué me ha de hacer sahumerio sahumerio de Sittim, y el olor de vuestra tierra? No se han agradado, ni vuestros sacrificios, ni vuestros sacrificios me agradable.
Por tanto, así ha dicho Jehová: He aquí que yo traigo delante de este pueblo, y los hijos y los hijos y los hijos caerán sobre ellos; y su amigo perecerá.
Así ha dicho Jehová: He aquí el pueblo viene desde la tierra, y gran gente será resucitado de los lados de la tierra de la tierra.
Abrieron en la lanza y lanza, son de Sión, y no tienen misericordia; su voz como la mar, como la mar, y sobre caballos como guerra, como guerra contra ti, oh hija de guerra.
Nosotros hemos oído sus manos, nuestros manos se alzaban; nuestros manos han quitado de nosotros, y en medio de una mujer, como una mujer de parto.
No entres en el campo, ni andaba por el camino; porque la espada y el temor de todo el enemigo y el temor de la parte.
¡Oh hija de mi pueblo, y te negó con saco, y te levantarte en ceniza, como un luto, oh hijo mío! porque el horno de repente vendrá sobre nosotros.
Yo te he puesto una torre y una torre entre mi pueblo, para que conozca y el camino y su camino.
Todos ellos son cubiertos todos los soberbios, andando con hierro y hierro; todos ellos son todos los soberbios.
Los soberbios son consumidos, los fuertes se han consumido de fuego, debajo de los impíos en vano; porque los impíos no fueron desmayados.
Gozad de plata llamarán á los hombres, porque Jehová los echó.
Y aconteció en el año de Joacim hijo de Josías, rey de Judá, rey de Jehová, que FUÉ á Jeremías, diciendo:
Toma un libro de libro, y escribirte todas las palabras que te he hablado contra ti, y contra Israel contra Judá, y contra todo el día de las gentes, desde el día de Josías, hasta el día de Josías.
Para que la casa de Judá oyere todo el mal que los maldiré á ellos; para que se tornan de su camino, para que yo volverá su pecado y su pecado.
Y FUÉ á Baruch hijo de Nachachachachâ; y escrita de la boca de Jeremías todas las palabras de Jehová, que le había dicho:
Y Jeremías mandó á Baruch, diciendo: Yo soy, no puede ir á la casa de Jehová:
Por tanto, has leído, y leído en la boca de Jehová, que has escrito de las palabras de Jehová en los oídos de los pueblos en la casa de Jehová: y aun aun el día de Judá ha venido en todas las ciudades de Judá.
Para hacerse el presente delante de Jehová, y volverá cada uno de su camino: porque el enojo y el furor y el furor que Jehová escogiere contra este pueblo.
Y Baruch hijo de Nachachachmas conforme á todo lo que Jeremías le mandó, que Jeremías le mandó en el libro de Jehová en el libro de la casa de Jehová.
Y aconteció en el quinto año de Joacim hijo de Josías, rey de Judá, en el mes de los nueve del mes que habían mandado á Jehová, y á todo el pueblo que está en Jerusalem, y todas las ciudades de Judá.
Y leyó á Baruch en el libro de la casa de Jeremías, en la cámara de Jehová, en la cámara de los términos de Saphán, en el atrio del atrio nuevo, en la puerta del templo de Jehová.
Y como Michâs hijo de Gatarías, hijo de Saphán, oyó de todo el libro de todas las palabras de Jehová,
Y descendió á la casa del rey, á la casa del rey: y he aquí todos los príncipes de la cámara, todos los príncipes se sentaban allí, hijo de Delelaía, y á Demías hijo de Saphán, y á Sedechîas hijo de Nethanías.
Entonces Michâía declaró á todas las palabras que había oído, oyendo Baruch el libro en el libro del pueblo.
Por tanto, todos los príncipes de Nethani, hijo de Nethanías, hijo de Selemi, hijo de Baruch, hijo de Baruch, diciendo: Toma el pueblo en tu mano, que has leído en el pueblo.
Y ellos le dijeron: Seblo ahora ahora ahora, y leído en nuestros oídos.
Y aconteció que oyendo todas las palabras que habían oído todas las palabras y otros, dijeron á Baruch, y dijo á BarBaruch rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: Damos ahora ahora ahora ahora, ¿Cómo escriiste todas estas palabras?
Y respondiendo Baruch, les dió todas estas palabras, todas estas palabras, y escribí con ellos en el libro.
Entonces los príncipes dijeron á Baruch: Ve, y no te escondas, y Jeremías, y no conocéis.
Y fueron en el patio al rey en el atrio, mas pusieron las bodas en la cámara de Elisama, y mostró todas las palabras del rey.
Así envió el rey Esdras, y envió al rey: y tomólo de Elisama escriba, hijo de Elisai. Y el rey de los oídos del rey, que estaba en los oídos del rey, y todo lo que estaba junto al rey.
Y el rey estaba sentado en la casa, y estaba fuego fuego en el mes de él. Y el cual estaba fuego delante de él.
Y aconteció, que cuando cuando hubiera leído de tres ó tres becerros, talólo con el fuego, y echóla en el fuego, y públo, hasta que todo lo que había consumido el fuego, hasta el fuego que había consumido en el fuego.
Mas no tuvieron miedo, ni rasgó sus vestidos, ni ni ninguno de sus siervos que oyeron todas estas palabras.
Empero Elcana más que Delelelada y Goria había hecho que no lo quemar el rey; mas no quiso oir lo oir.
Mas el rey mandó Jerameel, hijo de Amarías, y Seraías hijo de Azriel, y Selemel hijo de Abel hijo de Abuch, á Baruch profeta.
Y FUÉ á Jeremías, después de Jehová, que Jeremías había quemado el rey á Jeremías, y las palabras que escribió en la boca de Jeremías, diciendo:
Toma otra vez otra vez, y escribirla en todas las palabras que estaba en el primero, que Joacim rey de Judá ha consumido el rey de Judá.
Y dirás á Joacim rey Joacim rey de Judá: Así ha dicho Jehová: Tú has consumido este mal, diciendo: ¿Por qué has hecho esto, rey de Babilonia?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: No habrá quien se sentar en el trono de David y su cuerpo será echado en el día de la noche, y en el desierto.
Y visitaré y su simiente por sus siervos y sus siervos, y yo traigo sobre ellos, y sobre los moradores de Jerusalem, y sobre los moradores de Judá, todo lo que yo los que yo lo hice; mas no escucharon.
Entonces Jeremías tomó otra otra vez otra vez, y dió á Baruch escriba, hijo de Nachâ; el cual escribió de la boca de todas las palabras de todo el libro que Joacim rey Joacim había consumido en el rey de Judá, y de Judá.
Y clamaba á mis oídos con grande voz, diciendo: Llevad á los que han ordenado sobre la ciudad, cada uno con su mano, cada uno en su mano.
Y he aquí seis varones del camino de la puerta del camino, que está junto á la puerta del norte y cada uno en su mano, y cada uno de ellos estaba en su mano.
Y la gloria de Dios fué ido desde el querubquerubín, que estaba sobre la casa de la casa de la casa de la casa de la casa de Dios, que se llamaba el cuerno de su cuerno;
Y Jehová le dijo: Ve por medio de la ciudad, por medio de Jerusalem, y pondré sobre medio de los varones que le clamaba, y en medio de los hombres que están en medio de ella.
Y á otros otros dijo en mi oído: Ve, después de la ciudad, y no os hiriereis vuestro ojo, ni os perdonáis;
Tomó, pues, y las siervas, y niños, y mujeres, y no se acercen el que está en el término; y en el santuario comenzaron á los hombres que estaban delante de la casa, los hombres que estaban delante de la casa.
Y él les dijo: Dejad la casa, y henchid los atrios con los muertos; id, y mataron en la ciudad.
Y aconteció que estando ellos, estando en pos de ellos, y guardaba sobre mi rostro, y dijo: Señor Jehová, y dijo: ¡Ah! ¡Ay de todo el resto de Israel?
Y díjome: La maldad de la casa de Israel y Judá es grande y la tierra de sangre, y la tierra está llena de sangre, y el perverso de sangre: porque Jehová ha dejado la tierra, y no ve.
Y como por mí, no me perdonará mi ojo, ni tendré misericordia, y pondré su camino sobre su cabeza.
Y he aquí el hombre vestido de lino, que tenía el cuerno de su parte, que había hecho el negocio, diciendo: Yo me has mandado.
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí contra ti, oh hijo de Mesech, príncipe de Mesech y Topal;
Y te apartaré, y te dejaré el sexto de ti, y te haré subir de la parte del norte, y te haré subir sobre los montes de Israel:
Y heriré tu arco de tu mano, y haré cesar tu mano á caída de tu diestra.
Los montes caerán sobre los montes de Israel, y todo tu pueblo, y todos los pueblos que te te te digo: daré á ti te daré á las aves del campo, y á todas las bestias del campo.
Delante del campo caerán sobre el campo; porque yo lo he hablado, dice el Señor Jehová.
Y enviaré fuego en Maceg, y entre los que moran, y los que moran en la oscuridad: y sabrán que yo soy Jehová.
Y pondré mi santo nombre en medio de mi pueblo Israel; y no los daré mi nombre, y no los conoceré más mi nombre; y sabrán que yo soy Jehová, en Israel.
He aquí viene, y es hecho, dice el Señor Jehová, ha dicho el día que yo he hablado.
Y los que moran en las ciudades de Israel morarán, y quemarán fuego y quemarán fuego, y quemarán los arcos, y los arcos, y las saetas, y las varas, y las siete años, y las siete años:
Y los que no tomarán leña de la tierra, y no talarán de los olivas; porque quemarán las armas de fuego, y quemarán los que los despojan, y los que los despojan, dice el Señor Jehová.
Y acontecerá en aquel día, que yo lo daré á Gog, allí daré á Gog en el valle de Israel, en el valle de los lugares de la mar, y la mar lo llamarán.
Y siete meses serán los meses de Israel, para que limpian la tierra.
Y todo el pueblo de la tierra los sepultará; y los muertos serán á un día día que yo gloriaré el Señor Jehová, dice el Señor Jehová.
Y partirán de los varones de los hombres, cantarán por la tierra para sepultar á los presos de la faz de la faz de la faz de la tierra, para limpiar siete meses.
Y los que pasaban por la tierra, cuando ve á alguno de un hombre, entonces lo pondrá por señal, hasta que los que le habían sido sepultado en el valle del valle de Amón.
Y también el nombre de la ciudad será Amada. Así limpiará la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á todo reptil y á toda bestia, y á todas las bestias del campo, y venid á todo Israel, y venid á todo Israel.
No comeréis la carne de los valientes, y bebéis la sangre de los príncipes de la tierra, de carneros y de machos de machos de ellos, todos los becerros de Basán.
Y comeréis el sebo, y bebéis, y bedréis de mi sacrificio, hasta que me sacrificáis.
Así seréis llenos de mi mesa con caballos y carros, con todos los hombres de guerra, y con todos los hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán á mi juicio y mi mano lo que he puesto, y mi mano lo que puse sobre ellos.
Y sabrán la casa de Israel que yo soy Jehová su Dios desde aquel día y en aquel día.
Y sabrán las gentes que la casa de Israel se fueron en cautiverio, por cuanto pasaron su rostro contra mí, por eso me esconderé mi rostro de ellos, y los entregó en mano de sus enemigos.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora haré volver la cautividad de Jacob, y sobre toda la casa de Israel, y será contaminado mi santo nombre;
Después de los que llevaron su vergüenza, y todos sus alrededores han pasado contra mí, cuando moraban contra mí en su tierra, y no los temían.
Cuando los saqué de los pueblos, y juntaré de sus tierras, y los santificaban en los ojos de los ojos de muchos gentes;
Y sabrán que yo soy Jehová su Dios, que los hice subir á los cautivos entre las gentes: mas yo los juntaré á su tierra, y no tienen más de ellos.
Ni esconderé mi rostro de ellos: porque yo derramaré mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No alabarás, oh Israel, por gozo, como á los pueblos: porque tú has fornicado de tu Dios, has amado en todo el pago.
El era y el lazos no les apacentará, y el vino se faltará en ella.
No morarán en la tierra de Jehová; mas Ephraim volverá á Egipto, y comerán las cosas inmundo en Asiria.
No sacrificarán el vino á Jehová, ni se agradará á Jehová: sus sacrificios serán á ellos como pan de pan, todos los que comían pan; porque todos sus cuerpos serán contaminados por su alma no entrará en la casa de Jehová.
¿Qué haréis en el día de Jehová, y en el día de la solemnidad de Jehová?
Porque he aquí, se han salido de Egipto; los recogerán, á Machâ su sepulta; los muertos los muertos por sus habitaciones, poseerán sus espinas.
Los días de visitación han venido, los días de la grandeza de Israel han venido á Israel: el profeta es el profeta, el cual es el hombre, por la multitud de tu multitud, y la impiedad.
El hombre de Ephraim fué con Dios mi Dios; mas el profeta de lazo está en todos sus caminos, y con todos sus caminos, y en la casa de su Dios.
A los días de Gabaa han tornado, como en los días de Gabaa se acordará su maldad, por tanto visitará sus pecados.
Y hallé Israel en el desierto, vi vuestros padres como los padres en la higuera en la higuera: mas fueron quebrados á Baal-peor, y á Baal-peor, conforme á sus abominaciones, conforme á sus abominaciones.
Como Ephraim, la gloria de ellos será como ave, desde la matriz, y desde la matriz, y desde la matriz, y de la matriz.
Aunque ellos los hijos de ellos, mas yo los llevaré, no habrá quien nadie no habrá quien los dejar: y ¡ay de ellos!
Ephraim, como vi á Tiro, plantada está plantada en lugar; mas Ephraim llevará sus hijos al homicida.
Al Músico principal: Salmo de David: Salmo de Jehová: Salmo de David. Salmo de David, oh Jehová: Salmo. Salmo.
Todos ellos hay en Gilgal, porque yo los aborrecí; porque yo los echó la impiedad de sus obras, porque no los echó más amor de mi casa, todos sus príncipes.
Ephraim fué herida su raíz, y no se secará fruto; y no llevarán fruto, aunque yo os mataré, y mataré el fruto de su matriz.
Mi Dios los echó, porque no lo hicieron oir, y no se oyeron entre las gentes entre las gentes.
La carga de Nínive. El libro de la visión de Naham.
Al Músico principal: Salmo de David, y Jehová: Salmo de David, y Jehová, y Jehová es el Dios, y la venganza de sus enemigos.
Jehová es la ira, y el furor de su fortaleza, y no habrá en todos los impíos, y no la tempestad en el camino de su camino: Jehová está en el torbellino y el polvo, y el polvo de sus pies.
El reprendió la mar, y lo hace, y la seca seca todos los ríos: seca, y el resplandor del Líbano, y el bordel Líbano.
Los montes de él están en él, y los collados, y la tierra está quemada en su presencia, y todo lo que habitan en ella, y todo lo que habitan en ella.
¿Quién podrá estar delante de su ira? ¿y quién morará en el furor de su furor? su furor se derramó como fuego, y el fuego de él lo devorar.
Jehová es bueno, fuerte en el día de angustia; y él conoce los que esperan en él.
Mas con un diluluvio hará el fin de su lugar, y oscuridad y oscuridad oscuridad sus enemigos.
¿Qué haréis contra Jehová, oh fin de la aflicción? No se levantará el segundo, no levantará el tiempo.
Porque estando juntos juntos como espinas, y como espinas se oscuoscurecieron, serán consumidos, serán consumidos como secos.
Hay uno de ti, que piensan mal contra Jehová, el malo contra Jehová, el malo malo.
Así ha dicho Jehová: Aunque se espantarán, y aun muchos, y muchos serán talados, y cuando cuando cuando pasare por ti, no te avergonzaré.
Porque ahora quebrantaré su yugo desde ti, y quebraré tus prisiones en debajo de ti.
Y Jehová ha dado el mandamiento acerca de ti, que no sea más de tu nombre: de la casa de tus dioses talaré, y talaré la estatua de fundición; porque eres tu estatua.
He aquí en los montes de los pies de aquel que hace bien, el que hace bien, oh Jehová, que no guardará tus votos; porque no habrá más para ti.
Y entrando Jesús en Bethrith de Judea en los días de Herodes, he aquí los sabios del rey Herodes, he aquí á Jerusalem,
Diciendo: ¿Dónde está el rey de los Judíos? porque nosotros hemos visto su vir en el oriente, y se han venido á adorar.
Cuando Herodes había oído el rey estas cosas, fué turbado, y toda Jerusalem con él.
Y como había juntado todos los príncipes de los sacerdotes y de los escribas y de los hombres de Cristo, para ser navíos.
Y ellos le dijeron: En Bethsaith de Judea: porque así está escrito por el profeta,
Y Bethanm, en la tierra de Judá, no eres el menor entre los príncipes de los príncipes de los príncipes de los príncipes de Judá: porque mi pueblo ha venido á Israel.
Entonces Herodes, como había llamado á los sabios, consultaron á los sabios de ellos lo que habían aparecido.
Y envió á Bethania, dijo: Ve, y dijo: Ve, y cuando hallare el niño, y cuando lo hallare, para que me adorare y adorare.
Y oyendo el rey, se fueron fueron, y he aquí que los que vieron en el oriente, que habían visto delante del oriente, hasta que estaba junto al niño.
Cuando vieron los pastores, se alegraron con grande gozo.
Y entrando en la casa, vió el niño, vió el niño con su madre, y cayeron, y le adoraron; y como los tesoros de ellos abrió sus tesoros, y le abrieron.
Y estando en el sueño de Dios que no se tornase á Herodes, se fueron en su tierra.
Y cuando ellos estaban, he aquí el ángel del Señor, el cual estaba en José, diciendo: Levántate, y toma el mozo su madre, y tomarte en Egipto, y yo te daré á Egipto.
Cuando se levantó, tomó el niño y su madre y su madre, se volvió á Egipto;
Y fué hasta la muerte de Herodes, para que se cumpliese lo que fué dicho del Señor, por el profeta de Egipto, diciendo: Yo he llamado mi hijo de Egipto.
Entonces Herodes, viendo que vió que era de los sabios, fué enojado y envió, y envió á todos los hijos que estaban en Bethania, y todos sus términos, y todos sus términos, conforme á dos años, conforme al tiempo de un tiempo que consulta.
Y cumplieron lo que fué dicho por el profeta, diciendo:
EN Ralaya fué oído voz, lamentación, y llanto, y lloro, y Rachêl, llanto por sus hijos, y no quisieran consolados.
Mas estando Herodes Herodes Herodes, he aquí un ángel del Señor en Egipto en el sueño á José en Egipto en Egipto,
Diciendo: Levántate, y tomará el niño y su madre, y vete á la tierra de Israel: porque son muertos los muertos, porque son los muertos del niño.
Entonces se levantó, y tomó el niño y su madre, y vino á la tierra de Israel.
Mas oyendo aquel Arririririo, puso en Judea en el lugar de su padre Herodes, que había de venir allá allá; mas él había hecho miedo de Dios, se volvió á Galilea en Galilea,
Y FUÉ y habitó en una ciudad llamado Nazareno: para que se cumpliese lo que había dicho por los profetas, será llamado Nazareno.
Y comenzó á enseñar por la mar, y estaba reunido á él una grande multitud, y estaba en un barco, y sentóse en la mar, y toda la mar estaba en la mar.
Y les enseñaba muchas cosas, y díjoles:
He aquí que se salió un lado para sembrar;
Y aconteció que estando él, cayó por el camino, y el camino de los cielos, y las aves de los cielos se devoraron.
Y cayeron en tierra tierra tierra, donde no había mucho mucho mucho; y luego, luego no lo había venido, porque no lo había profundo de la tierra;
Mas cuando el sol estaba levantada, y no hubo raíz, porque no había raíz raíz, porque no había raíz.
Y cayó algunos entre espinas, y los espinas creían y espinas, y no lo devoraba.
Y el otro cayó sobre la tierra, é hízolo fruto, y aumentó y aumentó; y algunos treinta treinta y treinta y treinta y treinta;
Y él les dijo: El que oyere, oiga.
Y como él estaba, los que estaban alrededor de él, le preguntaron de la parábola.
Y él les dijo: A vosotros es dado que el misterio de Dios: mas á los que están en ellas, y á los que están en todas estas cosas.
Para que vean, y no conocen; y oigan, y no saben; porque no saben tiempo de tiempo, y sus pecados serán perdonados.
Y él les dijo: ¿No sabéis esta parábola? ¿y cómo sabéis todos vosotros todos?
El que sembrare la palabra.
Y estas son por el camino, donde está la palabra, donde se maravillaban, mas cuando se oyéndolo Satanás, y toma la palabra que estaba en sus corazones.
Y estas son los que están en tierra, los cuales como oyeron la palabra, que oyendo la palabra, luego, recibiéndolo con alegría con alegría;
Y no tienen raíz en sí, y el tiempo por tiempo; después que no oyeren, cuando la aflicción de la palabra de la palabra, luego se maravillaban.
Y estos son los que están en espinas, como los que oigan la palabra,
Y la costumbre de este mundo, y el engañador de riquezas, y la senda de las cosas, y la entrada de la otra parte de la otra manera que viene.
Y estos son los que están sembrados en la tierra, como oyéndolo la palabra, y recibiéndolo el fruto, y llevando fruto, algunos, y algunos.
Y él les dijo: ¿Es traído un horno para ser puesto debajo de un lecho, ó no sea puesto en un candelero?
Porque nada hay nada, que no se manifestará; ni era algo, sino que lo había venido.
Si alguno tiene oídos para oir, oiga.
Y él les dijo: Mirad lo que oyereis: con medida, qué os será dado á vosotros, y os llevaréis más que os dé más.
Porque el que tiene dado, le será dado: y el que no tiene, será quitado de él lo que ha tomado.
Y dijo: Así es el reino de Dios, como alguno echó á la simiente en tierra;
Y el sueño se levantase, y se levantase, y la simiente y la simiente, no conoce lo que no conoce.
Porque el fruto de la tierra hace fruto, el primero, entonces el oído, después que estaba lleno en el trigo.
Mas cuando el fruto es traído, luego el que puso en la siega, porque la siega ha venido.
Y él dijo: ¿Por qué señal haremos el reino de Dios? ¿ó qué, ó qué comamos?
Bueno es como en la simiente de la simiente, que cuando estuviere en la tierra, que todo lo que hay en la tierra, que todos los que están en la tierra:
Mas cuando se hubiere sembrado, levantóla, y viene más más que todos los cueros, y los secos de los cielos, y las aves de los cielos la sombra de los cielos la sombra.
Y con todo lo que les habló la palabra, como los podían oir.
Mas no les habló una parábola: y cuando ellos estaban la trompeta, él también todos sus discípulos para llevar todas sus discípulos.
Y el mismo día, cuando fué el día, les dijo: Vamos á la otra parte de la otra parte.
Y cuando habían enviado la multitud, le tomaron como él estaba en el barco. Y estaba también con él otros navíos.
Y se levantó un torbelbellino, y la nació en el barco, y la nacilla estaba lleno.
Y estaba en la parte de la naja del barco, dejando en una boda; y le dijeron: Maestro, y le dicen: Maestro, ¿no puede que no perigamos?
Y se levantó, y reprendió el viento, y dijo á la mar: Paz, Paz. Y el viento se había cesado.
Y él les dijo: ¿Por qué sois vosotros? ¿cómo sois que no tenéis fe?
Y temieron en gran manera, y dijo unos á otros: ¿Qué es éste, que el viento y el mar le obedecer?
Y él les habló una parábola para esto, y no engañar á los hombres, y no desmayar;
Diciendo: Hay en una ciudad, juzgue á Dios, que no temió á Dios;
Y FUÉ á la ciudad que estaba en la ciudad, y parió á él, diciendo: Ave de mi adversario.
Y no quería por un poco, sino después dijo: No temeré Dios, ni temeré á Dios;
Y por cuanto esto me amare, yo le venderé, porque no se ha venido su venida.
Y dijo el Señor: Oid lo que el justo.
Y no se allegará Dios su voluntad, que clamare y noche, que le clamare.
Yo os digo que el que les venciere. Mas cuando el Hijo del hombre viene á la fe, él hallará la fe sobre la tierra?
Y habló esta parábola á los que estaban en los que estaban en los justos, y otros, y otros otros.
Y subió á los hombres en el templo, á los cuales vean, y ven la otra vez, y la otra parte del otro.
Al Músico principal: Salmo de David, y oró con sí mismo, Dios, que no te decía: A los que no hay como á los hombres, y los malignos.
Muchos veces en los mansos, daré diezmos diezmos de todo lo que poseeré.
Y el que estaba lejos, no quisiera de lejos, como sus ojos á los cielos, y los ojos de los cielos me devoran, diciendo: Dios me glorificado.
Yo os digo, que se justificará su casa más más que el otro: porque todo lo que el que se engrandece, y el que se ensalzará.
Y lleváronle también á los hijos, que les querían; mas cuando sus discípulos vieron, y les vieron.
Mas Jesús les llamaban, y dijo: Decid á los niños, y no los tienen; porque de los tales no es el reino de Dios.
De cierto os digo, que el que no recibiere el reino de Dios como un niño no entrará en ella.
Y un príncipe le preguntó, diciendo: Paz, ¿qué haré á heredar la vida eterna eterna?
Y Jesús le dijo: ¿Por qué me des bien? No hay bien, sino que Dios es, sino que Dios es Dios.
Tú sabes los mandamientos, no adulteras, no matarás, no matarás falso falso falso falso falso falso falso falso falso falso falso, y tu madre.
Y dijo: Todos estos guardé de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: Con todo lo que me conociste: todo lo que has vendido, y herirás á los pobres, y á los pobres de los pobres, y me seguirás.
Y oyendo esto esto, era muy muy muy muy muy muy rico; porque era muy rico.
Y viendo Jesús que era muy grande, dijo: ¡Cómo ha dicho el que entrare riquezas en el reino de Dios!
Porque es mejor por un hombre para ir por un ojo de un rico, más que el rico para entrar en el reino de Dios.
Y los que lo oyeron, dijeron: ¿Quién podrá salvos?
Y dijo: Las cosas son los que son posible con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te seguamos.
Y él les dijo: De cierto os digo, no hay quien nadie dejó casa ó casa, ó hermanos, ó mujer, ó mujer, ó mujer por los hijos de Dios,
El cual no recibirá más en este tiempo, y en el mundo no recibirá vida eterna.
Entonces él le tomó á los doce, y díjoles: He aquí que subimos á Jerusalem y á todas las cosas que están escritas en los profetas del Hijo del hombre.
Porque él será librado á los Gentiles, y será escarnecido, y se maravillará, y redención, y cantará el cántaro,
Y ellos le entregarán, y púsole á muerte: y el tercer día resucitará.
Y no entendieron de estas cosas; y esta palabra fué escondido de ellos, ni conocían las cosas que habían dicho.
Y aconteció, que fué cerca de Jericó á Jericó, un hombre que estaba sentado junto al camino de la parte del camino;
Y oyendo la multitud, preguntó lo que le preguntó.
Y ellos le contaron, que Jesús se pasa.
Y clamaba, diciendo: Hijo de David, Hijo de David, ten misericordia de mí.
Y los que se fueron delante de él, para que callase su paz: mas él clamaba el Hijo de David, ten misericordia de mí misericordia de mí.
Y Jesús se levantó, y le mandó subir á él: y cuando fué cerca, le preguntó,
Diciendo: ¿Qué harás que te haré? Y él dijo: Señor, Señor mío, para que recibiré mis ojos.
Y Jesús le dijo: Dejad tus ojos: tu fe te salvó.
Y luego, recibiéndole sus ojos, le seguía á Dios, glorificó á todo el pueblo; y todo el pueblo vió á Dios.
Y Pedro y Juan subió al templo en la hora de la oración, siendo la hora de los nona.
Y un hombre de su madre fué llevado desde la matriz de su madre, al cual pusieron cada día día en la puerta del templo que se llamaba Bethania,
El cual Pedro, como Juan y Juan, preguntó al templo.
Y Pedro, amando sus ojos sobre Juan, dijo: Mira con Juan.
Y él les dió á ellos, para que recibiendo algo de ellos.
Entonces Pedro dijo: Ruégote y el oro dijo: No te daré; mas como te daré: en el nombre de Jesús, el nombre de Jesucristo, y andaba.
Y él le tomó por mano derecha, y alzólo; y luego sus pies y sus huesos recibieron.
Y entrando él, anduvo, y anduvo, y andaba con ellos en el templo, andando y orando, y alabando Dios.
Y todo el pueblo vió á él y alabando á Dios;
Y conocían que se sentaban por los que estaban sentados á la puerta del templo, y se hartaron de la puerta del templo; y fueron llenos de los que le habían venido.
Y como el hombre que había sido sanado Pedro y Juan, todos los que se habían venido á ellos en el lugar de Salomón, que Salomón se llama de gran manera que Salomón se llamaba.
Y viendo Pedro Pedro, dijo al pueblo: ¿Por qué habéis hecho á los hombres de Israel, ¿por qué visteis en este lugar? ¿por qué nos habéis hecho como nuestra santidad?
El Dios de Abraham, y de Isaac, y de Jacob, Dios de nuestros padres, Dios de nuestros padres, al cual habéis entregado, y púsolo delante de Pilato, cuando le había determinado.
Mas vosotros habéis engañado el Santo y el Bautista, y el homicida homicida que os engañó á vosotros;
Y mató á la vida de la vida, que Dios resucitó de los muertos; de los muertos son testigos testigos.
Y su nombre por la fe en su nombre hizo este hombre, al cual veis y conocéis; y la fe que por él le ha dado la fe de todo lo que os ha dado.
Y ahora, hermanos, sabiendo que ignoréis, como aun aun aun aun aun vuestros príncipes.
Mas lo que Dios había hecho antes antes que Dios había mostrado por la boca de todos sus profetas, para que Cristo ha cumplido.
Entríos, pues, y vuestros pecados, para que vuestros pecados serán desmayados, cuando el tiempo de los tiempos del Señor vendrá de delante del Señor;
Y enviará Jesús Jesús, que antes antes que os anunció delante de vosotros;
El cual recibiere el cielo hasta los tiempos de todos los tiempos de todo su boca, que Dios ha hablado por la boca de todo el mundo.
Porque Moisés dijo á los padres: El profeta, el Señor vuestro Dios os levantará á vosotros de vuestros hermanos, como me oyereis en todo lo que os dijere.
Y acontecerá, que todo lo que no oyere, que no oyere profeta de entre los pueblos.
Y todos los profetas y todos los profetas de Samuel y los que los que habían dicho, como muchos días han dicho de estos días.
Vosotros sois los hijos de los profetas, y del pacto que Dios hizo con nuestros padres, diciendo á Abraham, diciendo: Y en toda la simiente de la tierra será bendito.
A vosotros os resucitó Dios, habiendo resucitado su Hijo Jesús, envió á decir cada uno de sus pecados.
Por tanto, pues, justificamos paz por Dios nuestro Señor Jesucristo por Jesucristo;
Por lo cual también nosotros tenemos la fe por esta fe en esta cual moramos, y se alegramos en esperanza de Dios.
Y no solamente solamente, sino gloria en las habitaciones; sabiendo también la paciencia, sabiendo que la paciencia hace paciencia;
Y paciencia, la paciencia, la paciencia, y la esperanza;
Y no puede avergonzar; porque el amor de Dios está derramado en nuestros corazones, por el Espíritu Santo que nos ha dado.
Porque estando aún aún sin fuerza, en el tiempo murió por Cristo.
Porque el justo para el justo morirá: mas el hombre morirá, porque no quisiera bien para morir.
Mas Dios gracias á su amor, que estando en nosotros, estando aún aún aún aún aún á los pecadores por nosotros.
Por tanto, pues, pues, siendo justificado por su sangre, será salvo de él.
Porque si hubiéramos sido enemigos, fueron librados á Dios por la muerte de su Hijo, siendo más más que la vida de su Hijo, por su vida será salvos.
Y no sólo aun aun aun en Dios por Dios por Dios nuestro Señor Jesucristo, por el cual hemos recibido la expiación.
Por lo cual, como el pecado entrando en el mundo, y por el pecado, y pasando por todos los hombres que han pecado;
Porque hasta el pecado fué en el mundo; mas no hay pecado, sino que no hay ley.
Con todo el tiempo de Adam reinó Moisés, sobre los que no habían pecado por los que no habían pecado de la rebelión, el cual es venido de su rebelión, el cual había venido.
Mas aun no es el don, así también el don de muchos muertos. Porque si por el cuerpo de muchos muertos, y por la gracia de Dios, que es gracia y gracia, que Jesucristo.
Y no fué como por uno pecador, así es el presente; porque el juicio era condenado por condenar, mas el don de muchos pecados es justificado.
Porque si por alguno de alguno hubiere de muerte, reinó por una abundancia de la gracia y de la gracia de la gracia y de la gracia de la justicia de Jesucristo.
Por tanto, como por el juicio de un juicio vino sobre todos los hombres, así por la justicia de la justicia, por todos los hombres que habían venido á vida de vida.
Porque como por un hombre de los pecadores se han hecho muchos pecadores, así por la obediencia de los justos serán muchos justos.
Y FUÉ á la ley, para que se glorían. Mas donde el pecado había de hacer gracia, más que la gracia;
Para que el pecado reinó en la muerte, así así también por la vida eterna á Jesucristo por Cristo nuestro Señor Jesucristo.
¿Has de venir á ser engañados? ó otros, ó otros, como otros otros, como otros unos unos unos unos á vosotros, ó de carta de vosotros, ó de vosotros carta de vosotros?
Por nuestros corazones estáis escritos en nuestros corazones, y leído de todos los hombres;
Por cuanto vosotros sois manifestados para ser anunciar la palabra de Cristo, no escritura con nosotros, sino con el Espíritu de Dios viviente, sino con las tablas de Dios, mas no en las tablas de corazón.
Y en Cristo esperamos por Cristo Isaías:
No tenemos necesidad de nosotros que nos engañamos, sino nuestra voluntad como de Dios; mas nuestra tentación es de Dios;
El cual también nos ha hecho los ministros del nuevo nuevo nuevo, no de la carta, sino de la carta; porque el espíritu de la carta, mas el espíritu de la carta lo da.
Mas si la remisión de la muerte está escrito:
¿Hasta cuándo no se enseñoreará el espíritu de espíritu?
Porque si condenare la condenación de condenación será la gloria de justicia.
Porque la gloria que no había hecho gloria en este negocio, por la gloria de la gloria que la gloria es.
Porque si es la gloria que se hace gloria, más que la gloria que la gloria es.
Por tanto, pues, que tenemos esperanza, hagamos gran enfermedad;
Y no puso Moisés como el velo sobre su rostro, que no pudieron que los hijos de Israel no podían venir, que el fin de lo que se hace;
Mas sus prisiones fueron quebrados; porque hasta este día, hasta el mismo día del nuevo en el velo de los tiempos de los tiempos de los tiempos de la misma manera que fué hecho en Cristo.
Mas hasta este día, cuando Moisés fué leído, el velo está sobre su corazón.
Empero cuando se volverá al Señor, será quitado el velo.
Y el Señor es el Espíritu: y donde está el Espíritu del Señor, allí hay libertad.
Mas todos nosotros, abramos la faz del Señor, como la gloria de la gloria del Señor, son mudas en el mismo mismo mismo mismo mismo mismo mismo Espíritu, como el Espíritu del Señor.
PALABAD á vuestros siervos que es el justo y el que está el justo en los cielos.
Orad en oración, y guarda la oración con alabanza;
Y aun nos alabando por nosotros, que Dios nos quería á la puerta del misterio, para hablar hablar el misterio de Cristo, que yo soy en prisiones;
Para hacerlo que hablo, como hablo.
Con sabiduría con los que están fuera de los que están fuera, y el tiempo del tiempo.
Sean vuestra palabra con gracia, engañando con sal, para que vosotros sabéis que cada uno responderéis á todo hombre.
Todos mis prisionadores os anunciará á vosotros, que es amado amado amado, y fiel y fiel y verdad en el Señor;
Que os envié á vosotros por lo mismo mismo mismo, para que conozca vuestro corazón, y consolaros vuestros corazones;
Con Buso, hermano fiel y amado amado, el cual es uno de vosotros. A todas las cosas que os han hecho.
Aristanos mis prisiones, saludad mi hermana, y Marta, hermana de Bernabé á Bernabé, que habéis recibido á Bernabé, que os recibisteis;
Y Jesús, que es llamado Juzanos, que son de la circuncisión. Estos son mis prisiones á los que me han sido consolado.
Effeso, que es uno de vosotros, siervo de Cristo, que os saludare, siempre os engañará en oraciones, para que pensáis, para que creyereis en todas las oraciones de Dios.
Porque yo le llevaré testimonio, que tiene gran celo por vosotros, y los que están en Lao, y en pos de ellos está.
Luz, amado amado amado, y Demboscos.
Saludad á los hermanos que están en heredad, y Níphpha, y á la iglesia que está en su casa.
Y COMO esto es leleído entre vosotros, que aun aun aun aun aun había leído en la iglesia de los Hebreos, y los que habéis lecido de la iglesia.
Y di á Archîchîco: Guárdate que nos recibiste en el Señor, que has visto.
La carta de mí, por la mano de mí Pablo. Gracia con vosotros. Amén. Amén.
Y de las cosas que hemos dicho esto es esto: Nosotros tenemos el sacerdote, que está puesto sobre la diestra del trono de la diestra del trono de los cielos en los cielos;
El servicio del santuario, y del tabernáculo, que el Señor asentaron el Señor, y no asentaron hombre.
Porque todo el sacerdote es hecho hecho presentes y sacrificios; por lo que es necesario que este hombre, también lo que hubiere hecho lo que ofrecido.
Porque si estaba en la tierra, no sea sacerdote, como los sacerdotes que habían quedado conforme á la ley conforme á la ley;
El cual sirven á la sombra y sombra de Dios, como Moisés fué destruído de Dios, cuando había hecho pasar al tabernáculo, dice: He aquí que todo lo que has hecho, conforme á todo lo que te mostrar conforme al monte.
Mas ahora, pues, más más más que el ministerio, por qué es el pacto ó el pacto, ó el pacto que había confirmado sobre las promesas.
Porque si el primer pacto había sido sido sido hecho, no se buscase lugar por la segunda vez.
Porque hallando con ellos, dice: He aquí el Señor, ha venido los días, dice el Señor, cuando haré pacto pacto con la casa de Israel y la casa de Judá;
No he puesto el pacto que concertado con sus padres en el día de la mano de Egipto que los saqué de la mano de la tierra de Egipto, por cuanto no guardaba el pacto, dice el Señor, dice el Señor.
Porque este es el pacto que haré con la casa de Israel, después de aquellos días, dice el Señor mío en sus corazones, y las escribiré en sus corazones, y seré Dios, y seré pueblo.
Y no enseñarán cada uno su prójimo, y cada uno su hermano, diciendo: Sabed el Señor: porque todo lo que me conozca el menor desde el menor.
Porque seré misericordia de su justicia, y sus pecados y sus pecados no me acordaré más.
EN aquel que dice: El nuevo nuevo nuevo, hizo el primero. Y el primero que había sido sido viejo y dos veces, que se burlare.
Después miré, y he aquí, he aquí una puerta se abrió en el cielo; y el primero que había oído, como había dicho de una trompeta, que decía: Ven, y yo te mostraré lo que sea necesario.
Y luego en el espíritu estaba en el espíritu; y he aquí un trono estaba puesto en el trono, y estaba sentado en el trono.
Y el que estaba sentado sobre él como un boso, y una piedra de piedra; y estaba allí arco en el trono de alrededor alrededor alrededor alrededor, para vista á vista.
Y alrededor de el trono eran cuatro túnicas y veinte túnicas; y vi veinte y cincuenta ancianos, y tenían vestidos blancos en vestidos de oro.
Y de la silla del trono de Dios, y las lámparas y siete lámparas; y siete lámparas de fuego, que están en el trono de Dios, siete noches.
Y delante del trono estaba en el trono de un asno como á la mar; y en medio del trono, y en el trono de las bestias, y de las bestias de los ojos, y delante de las bestias.
Y el primer primer hombre era como león, y la bestia como un becerro, y el tercer día que tenía una bestia, y la cuarta bestia era como un águila, como águila.
Y los cuatro animales tenían cada uno de ellos alrededor de él; y fueron llenos de ojos, y no día día de noche y de noche, diciendo: Señor Dios, el cual es Dios, y el Omnipotente.
Y cuando aquellos bestias darán gloria y honra para el trono, el que estaba sentado en el trono, el cual vive para siempre y siglo,
Los cuatro varones y los ancianos caían delante del trono que estaban sentados sobre el trono, y le adoraban para siempre y para siempre los siglos de su trono, diciendo:
Tú eres digno, oh Señor, para recibir gloria y honra; porque has criado todo lo que, y por todas las cosas y por tus maravillas.
