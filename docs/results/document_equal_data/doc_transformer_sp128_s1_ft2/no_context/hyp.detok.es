En el principio y el Dios crió el cielo y la tierra.
Y la tierra fué sin fortaleza, y se oscureció; y tinieblas sobre la faz de la profunda. Y el espíritu de Dios conmovió sobre la faz de las aguas.
Y DIJO Dios: Vamos una luz; y había una luz.
Y vió Dios la luz, que era bueno; y partió Dios la luz de las tinieblas.
Y Dios llamó á la luz, y las tinieblas llamó á Nachôr. Y la mañana y la mañana fué el primer día.
Y dijo Dios: Dejemplo en medio de las aguas, y derramen las aguas de las aguas.
Y Dios hizo la enferma, y repartió las aguas que estaban debajo de las aguas que estaban encima de las aguas que estaban encima de las aguas, y así fué así.
Y llamó Dios á la luto. Y la tarde y la mañana fué el segundo día.
Y dijo Dios: Las aguas debajo del cielo se juntaron á un lugar, y secarán la tierra: y así fué así.
Y Dios llamó la tierra de Esith, y la copia de las aguas llamó á Señán: y vió á Dios que era bueno.
Y dijo Dios: La tierra produce la hierba, y la seca, y el árbol produce su fruto en pos de su especie, cuya simiente está en sí, sobre la tierra: y así fué así.
Y la tierra sacó, y la hierba que su especie, y el árbol produce en su especie, cuya simiente estaba en su especie, después de su especie; y vió Dios que era bueno.
Y la tarde y la mañana fué el tercer día.
Y dijo Dios: En las lámparas de los cielos para partir el día de la noche, y sean por las señales, y por las señales, y por los tiempos, y por los días, y por los años;
Y sean relámpagos en las luciones del cielo para dar luz sobre la tierra: y así fué así.
Y Dios hizo dos luminas, y mayor luz para que el día de la noche, y la luz de la noche se enseñoreó: hizo también las estrellas.
Y puso Dios en la lumbre del cielo para dar luz sobre la tierra,
Y de día, y de la noche, y de la noche, y de la luz de las tinieblas: y vió Dios que era bueno.
Y la tarde y la mañana fué el cuarto día.
Y DIJO Dios: Dejad las aguas que tiene vida, y aulgar la tierra sobre la seca, para que la seca sobre la seca de los cielos.
Y Dios crió muchas cosas, y todo viviente viviente viviente que sacó las aguas, conforme á su especie, y á todo lo que su especie, y á su especie: y vió Dios que era bueno.
Y bendijo Dios á ellos, diciendo: Recreed, y henchid las aguas en los mares, y multipliquen las aves en la tierra.
Y la tarde y la mañana fué el quinto día.
Y dijo Dios: Dejejad la tierra viviente tras su especie, y reptil, y bestias de la tierra según su especie: y así fué así.
Y Dios hizo la bestia de la tierra según su especie, y bestias según su especie, y todo lo que anda en la tierra según su especie: y vió Dios lo bueno.
Y dijo Dios: Danos un hombre en nuestra estatua, según nuestra semejanza: y se enseñoreen los peces de la mar, y sobre las aves de los cielos, y sobre toda la tierra, y sobre todo reptil que anda sobre la tierra.
Y Dios crió en su estatua, en la estatua de Dios le crió; macho y hembra los crió.
Y bendijo Dios á ellos, y dijo á Dios: Recreed, y multiplicad, y multiplicad la tierra: y se enseñoreó sobre los peces de la mar, y sobre las aves de los cielos, y sobre toda cosa viviente que está sobre la tierra.
Y dijo Dios: He aquí, yo os he dado simiente, que está sobre la faz de toda la tierra, y todo árbol árbol en que es fruto de un árbol, para vosotros os será comida; para vosotros será comida.
Y á toda bestia de la tierra, y á todo ave de los cielos, y á todo lo que anda en la tierra, en la cual hay vida, yo he dado todo verde la comida: y así fué así.
Y vió Dios todo lo que había hecho, y he aquí era muy bueno. Y la mañana y la mañana era del día.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todo lo que fué de nuestro padre, y de lo que fué de nuestro padre, todo esto ha engendrado de toda esta gloria.
Y vió Jacob el rostro de Labán, y he aquí que no estaba hacia él como antes.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y á tu parentela; y seré contigo.
Y Jacob envió á Rachêl y á Lea en el campo á su rebaño,
Y díjoles: Yo veo á vuestro padre de vuestro padre, que no me es á mí como antes de mi padre; mas el Dios de mi padre me ha sido conmigo.
Y vosotros sabéis que con toda mi fortaleza he servido vuestro padre.
Y vuestro padre me ha engañado, y mudóme de diez veces; mas Dios no le dejó mal.
Si él dijo: La Pasa será tu salario; todo el ganado dió, y si dijo: El paja será tu paja; y si él dijo: El paño será tu salario; entonces tomó todas las bestias.
Así ha quitado Dios las bestias de vuestro padre, y entrególas á mí.
Y ACONTECIÓ en el tiempo que concibió la ganado, yo alcé mis ojos, y vió en sueño, y he aquí que los carneros que estaba sobre las bestias de las bestias, se estrellados, y desmenuzó.
Y el ángel de Dios me habló en un sueño, diciendo: Jacob. Y dije: Heme aquí.
Y él dijo: Sube ahora tus ojos, y ve, todos los carneros que está sobre las bestias de la hoja, y desmenuzaba; porque yo he visto todo lo que Labán te hace.
Yo soy el Dios de Beth-el, en el cual oíste la columna, y donde fornicaste á mí: levántate ahora de esta tierra, y vuélvete á la tierra de tu parentela.
Y respondió Rachêl, y le dijo: ¿Hay una parte ó herencia por nosotros en casa de nuestro padre?
¿No somos contados de él? porque nos ha vendido, y también ha consumido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro padre, y los hijos de nuestros hijos: ahora todo lo que Dios te ha dicho: haced lo que Dios te ha dicho.
Entonces Jacob se levantó, y puso sus hijos y sus mujeres;
Y llevó á todo su ganado, y á toda su hacienda que había engendrado, las bestias de su tración, que había hecho en Padan-aram, para ir á Isaac su padre en la tierra de Canaán.
Y Labán fué á la proposición de sus ovejas, y Rachêl tuvo cuidado de las imágenes de su padre.
Y Jacob se quitó de rodillas á Labán, en que no le había dado aviso de los que se habían huído.
Y huyó con todo lo que tenía, y levantóse, y pasó, y puso sobre el río, y puso su rostro hacia el monte de Galaad.
Y fué dado aviso á Labán en el tercer día que Jacob se había huído.
Y tomó á sus hermanos, y siguió después de él siete días, y le llevaron en el monte de Galaad.
Y vino Dios á Labán en sueños de noche, y díjole: Guárdate que no habías de hablar á Jacob ni bueno.
Entonces Labán tomó á Jacob, y puso su tienda en el monte; y Labán con sus hermanos asentó en el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho, para que me has apartado de mí, y cautivas mis hijas, como cautivos á cuchillo?
¿Por qué quiste el secreto, y descubriste de mí; y no me diste, para que yo te he enviado contigo, y con esos, y con arpa, y con arpa?
¿Y no me has padecido á los hijos y mis hijas? Ahora has hecho lo que haciendo en esto.
Es en la potestad de mi mano para hacer mal: mas el Dios de vuestro padre me habló, diciendo: Mira que no habías de hablar á Jacob ni bueno.
Y ahora, aunque te hubieres entrado, porque fornicaste en pos de la casa de tu padre, ¿por qué has sido hurtado á mis dioses?
Y respondió Jacob, y dijo á Labán: Porque temí, porque dije: Quieres tú por tus hijas de mí.
Con cualquiera que hallares tus dioses, no vivirá: antes de nuestros hermanos sabe lo que tú es conmigo, y tomes á ti. Porque Jacob no sabía que Rachêl no había conocido á Rachêl.
Y entró Labán en la tienda de Jacob, y en la tienda de Lea, y en la tienda de dos siervas; mas no los halló. Entonces salió de la tienda de Lea, y entró en la tienda de Rachêl.
Y Rachêl había tomado las imágenes, y púsolos en la casa de los capiteles, y sentóse sobre ellos. Y tomó Labán toda la tienda, mas no los halló.
Y ella respondió á su padre: No lo parece que yo no haya de levantar delante de ti; porque la costumbre de las mujeres se hizo. Y buscó, mas no halló las esculturas.
Entonces Jacob se enojó, y enojóse con Labán: y respondió Jacob á Labán: ¿Qué es mi pecado? ¿qué es mi pecado, que tú has entrado en pos de mí?
¿En qué escudriñaste todo mi socorro, qué has hallado de toda tu casa? Delo aquí delante de mis hermanos y tus hermanos, para que juzgen medio de nosotros.
De veinte años he sido contigo, tus torres y tus machos cabríos, y tus machos cabríos de tus ovejas, y carneros de tus ovejas no he comido.
Que no te he traído de las bestias, yo te parió el logro de ella; de mi mano lo demandaste, ó de día de noche, ó de noche.
Y fuí, en el día de la noche me ha consumido, y la perversa de la noche; y mi sueño se fué de mis ojos.
Y he sido veinte años en tu casa, yo te he servido catorce años por tus dos hijas, y seis años por tus ganados; y tú has mudado mi ganado diez veces.
El Dios de mi padre, el Dios de Abraham, y el temor de Isaac, habiendo sido conmigo, de cierto me has enviado vacío. Dios ha visto vacío mi aflicción y el trabajo de mis manos, y la noche de la noche de la noche.
Y Labán respondió, y dijo á Jacob: Estas hijas son mis hijos, y estas son mis hijos, y todas mis bestias, y todas las cosas que tienes: y ¿qué haré hoy á mis hijas, ó á sus hijos que han nacido?
Ahora pues, vengamos un pacto, y yo; y sea por testimonio entre mí y ti.
Y tomó Jacob una piedra, y púsola por columna.
Y Jacob dijo á sus hermanos: Juntaos, y tomaron piedras, y fornicaron en el montón: y comieron allí sobre el montón.
Y Labán llamó á Jep-satha: y llamó Jacob á Gelet.
Y Labán dijo: Este es testigo entre mí y ti hoy. Por tanto, el nombre de ella llamó Gloria,
Y Mizpa, porque dijo: Jehová ha visto entre mí y ti, cuando somos enviados de los otros.
Si afligirás á mis hijas, y si tomares á las otras mujeres de mis hijas, no hay varón con nosotros; Dios es testigo entre mí y ti.
Y Labán dijo á Jacob: He aquí que esta columna y he aquí que yo he echado entre mí y ti;
Este es el testigo, y esta columna sea testigo, que no pasaré sobre ti este montón, y que no pases de esta ciudad y de esta columna, porque para hartura.
El Dios de Abraham, y el Dios de Nachôr, Dios de su padre, juzgo entre nosotros. Y Jacob juró por el temor de su padre Isaac.
Y sacrificó Jacob sacrificio sobre el monte, y llamó sus hermanos á comer pan: y comieron pan, y se detuvieron toda noche en el monte.
Y de mañana se levantó Labán, y besó sus hijos y sus hijas, y bendíjolos: y fuése Labán, y volvióse á su lugar.
Y Jehová dijo á Moisés: Aun traeré una plaga sobre Faraón, y sobre Egipto; después de aquí os irá: cuando os apartare, él os echará de aquí.
Habla ahora en oídos del pueblo, y cada uno cada uno de su prójimo, y cada mujer de su prójimo, vasos de plata, y vasos de oro.
Y Jehová dió el pueblo gracia en ojos de los Egipcios. Y el varón Moisés fué muy grande en la tierra de Egipto, en ojos de los siervos de Faraón, y en ojos del pueblo.
Y Moisés dijo: Así ha dicho Jehová: De noche iré á medio de Egipto:
Y todos los primogénitos en la tierra de Egipto morirán, desde el primogénito de Faraón que se sentó sobre su trono, hasta el primogénito de la criatura; y todos los primogénitos de las bestias.
Y habrá un gran clamor en toda la tierra de Egipto, que no hay semejante semejante, ni será como nada.
Mas contra alguno de los hijos de Israel no tendrá una mosa su lengua, ni bestia: para que sepáis que Jehová puso una diferencia entre los Egipcios y Israel.
Y todos tus siervos descenderán á mí, y se inclinarán á mí, diciendo: Ven, y todo el pueblo que te seguiré: y después de Faraón saldrá de Faraón en gran ira.
Y Jehová dijo á Moisés: No escuchará Faraón, para que sean multiplicados en la tierra de Egipto.
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón: y Jehová endureció el corazón de Faraón, y no quiso dejar los hijos de Israel de su tierra.
Y Jehová llamó á Moisés, y habló de la tienda del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros traigáis ofrenda á Jehová, serviréis vuestra ofrenda de las bestias, y de las ovejas de las ovejas.
Si su ofrenda fuere holocausto, ofrecerá un macho cabrío sin defecto; lo ofrecerá de su propio lugar, la cual lo ofrecerá en la puerta del tabernáculo del testimonio delante de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y será acepto para expiación.
Y degollará el becerro delante de Jehová; y los sacerdotes, los hijos de Aarón, traerán la sangre, y esparcirá la sangre, y esparció la sangre en derredor del altar de la congregación.
Y pondrá el holocausto, y la cortará en sus piezas.
Y los hijos de Aarón el sacerdote pondrán sobre el altar, y pondrás la leña en el orden del fuego:
Y los sacerdotes, los hijos de Aarón, pondrán las partes, y el sebo, y el sebo, en la leña que está sobre el fuego que está sobre el altar:
Mas sus intestinos y sus hievos lavará en aguas: y el sacerdote quemará todo el altar, para ser holocausto, ofrenda encendida de olor suave á Jehová.
Y si su ofrenda fuere de las ovejas, de las ovejas, ó de los machos de cabrío, para holocausto; la traerá un macho cabrío sin defecto.
Y él lo degollará al lado del altar al norte delante de Jehová: y los sacerdotes, hijos de Aarón esparcirán su sangre en derredor en derredor del altar.
Y la cortará en su cabeza, con su cabeza y su sebo; y el sacerdote los pondrá en orden en la leña que está sobre el fuego que está sobre el altar:
Mas lavará los intestinos y las aguas con las aguas: y el sacerdote la traerá, y la quemará sobre el altar: es holocausto, ofrenda encendida de olor suave á Jehová.
Y si el holocausto ofreciere á Jehová, será su ofrenda de las aves, traerá sus ofrenda de pórtolas, ó de palominos.
Y el sacerdote lo hará llegar al altar, y le quitó su cabeza, y la quemará sobre el altar; y su sangre será injuriado de la parte del altar:
Y arrancará sus ruegos, y echó fuera del altar á la parte oriental, junto al lugar oriental, junto al lugar de la ceniza:
Y él lo allegará con sus alas, mas no lo partirá: y el sacerdote lo quemará sobre el altar, sobre el altar que está sobre el fuego: es holocausto, ofrenda encendida á Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad los hijos de Coath de entre los hijos de Leví, por sus familias, por las casas de sus padres,
De treinta años arriba arriba arriba, todos los que entraban en el campo, para hacer la obra en el tabernáculo del testimonio.
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio, alrededor de las cosas santa:
Y cuando el campo saliere, Aarón vendrá, y sus hijos y sus hijos, y cubrirán el velo, y cubrirán el arca del testimonio con él:
Y pondrá sobre él la cubierta de los clavos, y extenderán sobre él un anillo de jacinto, y pondrá en sus barras.
Y sobre la mesa del pan se extenderán de cárdeno, y vistieron sobre los dichos, y las cucharas, y las cucharas, y las cucharas, y las cucharas; y el pan continuo será sobre él:
Y extenderán sobre ellos un plato de púrpura, y cubrirán la misma cubierta de tejones, y pondrá en sus barras.
Tomarán también un sello de cárdeno, y cubrirán el candelero de la luz, y sus canciones, y sus molduras, y sus vasos, y todos sus vasos, y todos sus vasos, con que ministren:
Y lo vestirán, y todos sus vasos de tejones de tejones, y lo vestirán sobre una cama.
Y sobre el altar de oro extendiéronse de cárdeno, y la cubrirá de la cubierta de los clavos, y pondrán sus barras;
Y tomarán todos los vasos de ministerio, con que ministraren en el santuario, y vistiéronlos en un diluto de cárdeno, y cubrirálos en la cubierta de los clavos, y los pondrán en un edificios:
Y quitarán la ceniza del altar, y extendiéronse sobre él un lino:
Y vestirán sobre él todos sus vasos, y pondrás á las barras de ella.
Y cuando Aarón y sus hijos hubieren acabado del santuario, y todos los vasos del santuario.
Y á los sacerdotes, hijo de Aarón sacerdote, el sacerdote de la lumina, y el perfume aromático, y el perfume, y la unción de la unción, y el aceite de toda la unción, y del aceite, y del todo lo que en él está, en el santuario, y en sus vasos.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
De la tribu de Coath, de las familias de Coath de entre los Levitas:
Mas así les servirán, para que vieren, y no muera, cuando se allegaren á las cosas santídas: Aarón y sus hijos entrarán en, y cada uno á su carga y á su carga:
Mas no entrarán en ver las cosas santo, porque no morirán.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también también las casas de los hijos de Gersón, por las casas de sus padres, por sus familias;
De treinta años arriba los harás cuenta de cincuenta años, todos los que entrares en el servicio, para hacer la obra en el tabernáculo del testimonio.
Esta es el servicio de las familias de Gersón, para servir, para servir, y para las cargas:
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y la cubierta de la tienda, y la cubierta de los clavos de lo que está sobre él, y el pabellón para la puerta del tabernáculo del testimonio,
Y las cortinas del atrio, y el pabellón de la puerta del atrio de la puerta del atrio, que está por el tabernáculo y por el altar alrededor, y sus cuerdas, y todos los vasos de su servicio, y todo lo que se hace; así servirán.
Al Músico principal: sobre los hijos de Aarón y sus hijos serán todos los sacerdotes de los hijos de Gersón, y en todos sus molduras, y en todo su servicio: y pondréis á ellos en toda su ministerio.
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio: y su ordenación será debajo de la mano de Ithamar hijo de Aarón, hijo de Aarón sacerdote.
Como á los hijos de Merari, les harás cuenta conforme á sus familias, por las casas de sus padres;
De treinta años arriba los harás cincuenta años arriba, cada uno que entrare en el servicio, para hacer la obra del tabernáculo del testimonio.
Y esta es la guarda de su carga, conforme á todo su servicio en el tabernáculo del testimonio; las tablas del tabernáculo, y sus barras, y sus columnas, y sus basas, y sus basas, y sus basas, y sus basas,
Y las columnas del atrio alrededor, y sus basas, y sus molduras, y sus cuerdas, con todos sus instrumentos, y con toda su ministerio: y vosotros seréis contados en los instrumentos de su carga.
Esta es el servicio de las familias de los hijos de Merari, conforme á todo su servicio, en el tabernáculo del testimonio, debajo del testimonio, debajo de la mano de Ithamar hijo de Aarón sacerdote.
Y Moisés y Aarón el tribuno de la congregación, los hijos de Coath, por sus familias, y conforme á la casa de sus padres, y á la casa de sus padres,
De treinta años arriba arriba, hasta cincuenta años arriba, cada uno que entra en el servicio, para la obra en el tabernáculo del testimonio:
Y los contados de ellos por sus familias, doscientos mil y cincuenta.
Estos fueron los contados de las familias de Coath, todos los que ministraban en en el tabernáculo del testimonio, que Moisés y Aarón hizo conforme á la ley de Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, y por las casas de sus padres,
De treinta años arriba arriba arriba, cada uno que entra en el servicio, para la obra en el tabernáculo del testimonio,
Los contados de ellos, por sus familias, por las casas de sus padres, dos mil y treinta.
Estas son los contados de las familias de los hijos de Gersón, de todo lo que haga en el tabernáculo del testimonio, al cual hizo Moisés y Aarón conforme á la cuenta de Jehová.
Y los contados de las familias de los hijos de Merari, por sus familias, por las casas de sus padres,
De treinta años arriba arriba arriba, cada uno que entra en el servicio, para la obra en el tabernáculo del testimonio,
Los contados de ellos por sus familias, tres mil y doscientos.
Estos son los contados de las familias de los hijos de Merari, á los cuales Moisés y á Aarón conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, á los cuales Moisés y á Aarón y á los principales de Israel, por sus familias, y conforme á la casa de sus padres, y á la casa de sus padres,
De treinta años arriba, hasta cincuenta años arriba, cada uno que había venido á hacer el servicio del ministerio, y el servicio de la carga en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y quinientos.
Conforme al mandamiento de Jehová, por la mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así fueron contados de él, como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán, (esta es la tierra que os cayere por heredad, la tierra de Canaán con sus términos:
Y vuestra parte será desde el desierto de Zín, junto al término de Edom, y vuestro término será el término de Edom, al oriente:
Y vuestro término se apartará de la parte del mediodía á Acmón, y pasando, y fué á Zeba; y su salida de la parte del mediodía hasta Cades-barnea, y entrará á Ascalón, y pasará á Asmón:
Y al término de Azmón abrirá un río de Egipto hasta el río de Egipto, y sale de él á la mar.
Y como á la orilla del término, tendréis la gran mar: esto será vuestro término.
Y esto os será vuestro término, desde la gran mar tendréis por el monte de Hor: ó de vosotros.
Desde el monte de Hor de vuestra término hasta la entrada de Hamath, y sale de la parte del término á Zedad:
Y será el término á Ziphón, y sale á Asarón: esto será vuestro término.
Y de Hasadán vuestro término desde Hasar-enán á Segán:
Y descenderá el término de Sepla, á Ribla, al oriente de Aod; y el término descenderá, y será hasta el término de la mar de la mar del oriente:
Y el término descenderá al Jordán, y sale las salidas de ella en la mar: esto será vuestra tierra con sus términos.
Y mandó Moisés á los hijos de Israel, diciendo: Esta es la tierra que heredaréis por suertes, que Jehová había mandado á las nueve tribus, y á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la casa de sus padres; y la media tribu de Manasés recibió su herencia:
Las dos tribus y la media tribu recibieron su herencia al lado del Jordán Jericó, al oriente, al nacimiento del nacimiento.
Y HABLÓ Jehová á Moisés, diciendo:
Estas son los nombres de los que partieren la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de cada tribu, para partir la tierra por heredad.
Y los nombres de los varones son estos: De la tribu de Judá, Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Semuel, hijo de Ammiud.
De la tribu de Benjamín, Elidad hijo de Chigón.
Y el príncipe de la tribu de los hijos de Dan, Buccci hijo de Jogi.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanniel hijo de Ethán.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Siphán.
Y el príncipe de la tribu de los hijos de Zabulón, Elizán hijo de Pedán.
Y el príncipe de la tribu de los hijos de Issachâr, Phael, Pherezán hijo de Aseán.
Y el príncipe de la tribu de los hijos de Aser, Ahiod, hijo de Seli.
Y el príncipe de la tribu de los hijos de Nephtalí, Pedadac hijo de Ammiud.
Estas son los que Jehová había mandado á la heredad á los hijos de Israel en la tierra de Canaán.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, Jehová tu Dios te pondré sobre todas las gentes de la tierra:
Y todas estas bendiciones vendrán sobre ti, y te alcanzará, si oyeres á la voz de Jehová tu Dios.
Bendito serás en la ciudad, y benditarás en el campo.
Bendito el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tu ganado, y el fruto de tus vacas, y las ovejas de tus ovejas.
Bendita será tu canastillo y tu entrada.
Bendieres tú, y te benditarás cuando salieres.
Jehová hará venir tus enemigos, para ser herido delante de ti; saldrán contra ti uno, y huirá delante de ti siete caminos.
Jehová mandará la bendición en ti tus ojos, y en todo lo que tienes en tu mano, y él te bendecirá en la tierra que Jehová tu Dios te da.
Jehová te confirmará el pueblo santo á sí, como juró á ti, si guardares los mandamientos de Jehová tu Dios, y anda en sus caminos.
Y todo el pueblo de la tierra verán que tú eres nombre de Jehová, y serán miedo de ti.
Y Jehová te hará saber en bienes, en el fruto de tu cuerpo, y en el fruto de tu ganado, y en la tierra de tu ganado, en la tierra que juró Jehová á tus padres.
Jehová te abrirá su buen tesoro al cielo, y la lluvia á tu tierra en su tiempo en su tiempo, y bendecirás á toda la obra de tu mano: y tú harás al cabo de muchas gentes, y no tomarás el orden.
Y Jehová te hará cabeza, y no peces; y serás sobre ella, y no serás abajo; si oyeres á los mandamientos de Jehová tu Dios, que yo te mando hoy, para que guardes hoy, para que guardes y para hacer;
Y no te apartarás de alguna de las palabras que yo te mando hoy, para entrar á diestra, ni á la siniestra, para ir á dioses ajenos.
Y será que, si no oyeres á la voz de Jehová tu Dios, para que guardes todos sus mandamientos y sus estatutos que yo te mando hoy; todas estas maldiciones vendrán sobre ti, y te alcanzará:
Maldito en la ciudad serás anatema, y maldirás en el campo.
Maldito tu canastillo y tu meditación.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, el fruto de tus vacas, y las ovejas de tus ovejas.
Maldito, pues, cuando salieres, y fueres cuando salieres.
Enviará Jehová sobre ti, y reprensión, en todo lo que tienes en tu mano para hacer, hasta que seas destruído, y hasta que perezcas; porque de la maldad de tus obras, con que me has dejado.
Jehová hará pestilencia á ti, hasta que te acabe de la tierra, á la cual quiera que quiera que quiera que quiera que la poseas.
Jehová te herirá con redención, y con logro, y con incienso, y con lisonjación, y con la espada, y con el rocío, y con el rocío; y entonces te perseguirán hasta que perezcas.
Y tus cielos sobre tu cabeza serán metal, y la tierra que está debajo de ti.
Jehová hará llover la lluvia de tu tierra y polvo: desde los cielos vendrá sobre ti, hasta que seas destruído.
Jehová te hará herir delante de tus enemigos: saldrás de camino contra ellos, y huirás siete caminos delante de ellos: y serán remotos en todos los reinos de la tierra.
Y tu cuerpo será comida á todas las aves de los cielos, y á las bestias de la tierra, y nadie las engañará.
Jehová te herirá con la caza de Egipto, y con los ríos, y con el cob, y con la sazón, y con el eunuco, de la cual no puedes sanar.
Al Músico principal: Salmo de David: Salmo de David. OH Jehová te herirá con amargura, y silención, y silención de corazón:
Y tornarás en medio día, como ciegos en tinieblas, y no serás prosperado en tus caminos: y serás afligido y siempre, y no habrá quien te salvará.
Tomarás la mujer, y el otro hombre durmiere con ella: edificarás casa, y no habitarás en él: plantarás viña, y no juntarás sus uvas.
Tus buey serán muertos delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu rostro, y no te volverás á ti: tus ovejas serán entregadas á tus enemigos, y no tendrás quien los intropezadero.
Tus hijos y tus hijas serán entregados á otro pueblo, y mirarán tus ojos, y no se aumentarán de ellos en tu mano.
El fruto de tu tierra, y todos tus trabajos, gente que tú no sabes, y serás agravado;
Así que, que, oh ricos de los ojos de tus ojos que verás.
Jehová te herirá en las rodillas, y en las piernas, y en las piernas que no se curen; de la planta de tu pie á la cumbre de tu cabeza.
Jehová te hará venir, y tu rey que pondrás sobre ti, gente que ni tus padres te conocieres, y allí servirás á dioses ajenos, y piedra.
Y serás espanto en espanto, proverbib, y una palabra, entre todas las gentes á donde te anunciarán Jehová.
Harás de la tierra, y juntarás en el campo; porque la langosta la langosta la consumirá.
plantarás viñas, y los herirás, y no beberás del vino, ni recogerás las uvas; porque los gusanos comerán.
Harás en todos tus términos, mas no te ungirás con el aceite; porque tu oliva echará su fruto.
Tú engendrarás hijos y hijas, mas no les alegrarás; porque ellos entrarán en cautiverio.
Todos tus árboles y tu fruto de tu tierra consumirá la langosta.
El peregrino que está en ti, sube muy alto; y descendrás muy muy grande.
El fin de ti, y no le acabarás á él; será la cabeza, y serás cocida.
Y todas estas maldiciones vendrán sobre ti, y te perseguirán, y te alcanzará, hasta que seas destruído; porque no fornicaste á la voz de Jehová tu Dios, para guardar sus mandamientos y sus estatutos que te mandó:
Y serán sobre ti señal y por señal, y sobre tu simiente para siempre.
Por cuanto no quisiste Jehová tu Dios con júbilo, y con alegría de corazón, por la abundancia de todo;
Por tanto servirás á tus enemigos que Jehová enviare contra ti, en hambre, y en sed, y en vergüenza, y en toda obra de cosas: y pondrá yugo de hierro sobre tu cuello, hasta que te destruyas.
Jehová hará gente contra ti de lejos, desde el fin de la tierra, como ligera como águila; gente que la lengua no entenderás;
La gente de la gente de rostro, que no creerán á la persona viejo, ni mostrará gracia á los mancebos:
Y comerán el fruto de tu ganado, y el fruto de tu tierra, hasta que seas destruído; y no te dejará ni aceite, ni aceite, ni ovejas de tus vacas, ni ovejas de tus ovejas, hasta que te destruya.
Y cercará en ti todas tus puertas, hasta que desciende tu alto y muros, en la cual destruiste, en toda tu tierra: y cercará en todas tus puertas en toda tu tierra, que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado, en el cerco, y en la tristeza, con que tus enemigos te irán:
Y el hombre que está en medio de ti, y muy grande, su ojo será el mal hacia su hermano, y la mujer de su seno, y hacia el resto de sus hijos que dejare;
Y el que no le dará alguna cosa de la carne de sus hijos que comerá; porque nada le dejó en el cerco, y en la tristeza, y en la tristeza, con que tus enemigos te irán en todas tus puertas.
La teza y la mujer en medio de ti, que no quisiera puesto sobre la tierra de su pie sobre la tierra de su pie, y su pobreza será malo hacia el marido de su seno, y hacia su hija, y hacia su hija,
Y hacia la una parte que sale de entre sus pies, y hacia sus hijos que ella llevare; porque ella comerá falta de todo lo que estuviere en el cerco y estrecho, con que tu enemigo te será en tus puertas.
Si no guardares á hacer todas las palabras de esta ley que están escritas en este libro, para que seas temor de esta gloria y temer el temor de Jehová;
Y Jehová hará tus plagas, y las plagas de tu simiente, y la plaza de tu simiente, y de largamente, y de largamente.
Y llevará sobre ti todas las enfermedades de Egipto, que temiste de Egipto, y se desmayarán á ti.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, Jehová los traeré sobre ti, hasta que seas destruído.
Y seréis pocos pocos en número, que como las estrellas de los cielos, porque no obedeciste la voz de Jehová tu Dios.
Y será que, que como Jehová os gozó sobre vosotros bien, y multiplicaros; y Jehová os alegrará sobre vosotros, y os traeréis á vosotros; y seréis arrancados de la tierra á la cual quiera que la poseas.
Y Jehová te esparcirán entre todo el pueblo, desde la tierra hasta el otro cabo de la tierra; y allí servirás á dioses ajenos, que ni tus padres ni tus padres, y piedra.
Y no hallarás en estas gentes, ni cesará la planta de tu pie: mas Jehová te dará allí un corazón temblor, y dolor de ojos, y dolor de ojos:
Y tu vida se reconocerá delante de ti; y temerás de día y de noche, y de noche, y de noche no habrá quien por su vida:
En la mañana dirás: ¡Ojalá Dios! y á la mañana dirás: ¡Ojalá Dios! porque el temor de tu corazón teme, y de los ojos de tus ojos que tú verás.
Y Jehová te hará volver á Egipto en navíos, por el camino de la cual yo te hablé, no lo verás más: y vosotros seréis vendidos á vuestros enemigos por siervos y mujeres, y no comprará á alguno.
Y Josué juntó todas las tribus de Israel á Sichêm, y llamó á los ancianos de Israel, y por sus cabezas, y por sus jueces, y por sus oficiales, y por sus oficiales; y presentáronse delante de Dios.
Y Josué dijo á todo el pueblo: Así ha dicho Jehová el Dios de Israel: Vuestros padres habitaron en el otro lado del diluvio, Terías padre de Abraham, padre de Abraham, y padre de Nachôr: y sirvieron á dioses ajenos.
Y tomé vuestro padre Abraham de la otra parte del diluvio, y le hizo pasar por toda la tierra de Canaán, y multiplicase su simiente, y le dió Isaac.
Y dí á Isaac y Esaú: y dí á Esaú el monte de Seir, para que la poseáis; mas Jacob y sus hijos descendieron á Egipto.
Y envié á Moisés y á Aarón, y á Egipto, conforme á lo que hice entre ellos; y después os saqué.
Y saqué vuestros padres de Egipto, y vino á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo, á la mar Bermejo.
Y clamaron á Jehová, puso tinieblas entre vosotros y los Egipcios, y trajéronlos á la mar, y cubriólas; y vuestros ojos han visto lo que he hecho en Egipto: y vosotros morasteis en el desierto.
Y yo os he traído en la tierra de los Amorrheos, que habitaba en la otra parte del Jordán, y pelearon con vosotros: y les dí en vuestras manos, para que poseáis su tierra; y los destruí de delante de vosotros.
Entonces Balac, hijo de Zipha, rey de Moab, levantóse y calentóse contra Israel, y envió á Balaam hijo de Beor, y os maldijesen:
Mas yo no oiré á Balaam, por tanto os bendijo: así os libré de su mano.
Y partisteis el Jordán, y vino á Jericó: y los varones de Jericó pelearon contra vosotros, al Amorrheo, y al Pherezeo, y al Hetheo, y al Hetheo, y al Hetheo, y al Heveo, y al Jebuseo; y los libré en vuestras manos.
Y envié la red delante de vosotros, que les echó de delante de vosotros, los dos reyes de los Amorrheos; mas no con tu espada, ni con tu arco.
Y os he dado una tierra que no habéis hecho, y ciudades que no edificáis, y habitaréis en ellos; de las viñas y de las viñas que no plantasteis.
Ahora pues, temed á Jehová, y le sirvieron en sinceridad y verdad en verdad: y quitad á los dioses que sirvieron á vuestros padres en la otra parte del diluvio, y en Egipto; y servid á Jehová.
Y si el mal os parece á servir á Jehová, os escogiere hoy que serviereis hoy; si los dioses que sirvieron á vuestros padres que sirvieron á la otra parte del río, ó á los dioses de los Amorrheos, en cuya tierra habitaréis; mas como yo y la casa, serviremos á Jehová.
Y respondió el pueblo, y dijo: Dios que deje á Jehová, para servir á dioses ajenos;
Porque Jehová nuestro Dios, él es el que nos hizo subir y nuestros padres de la tierra de Egipto, de la casa de servidumbre, y de los que habían hecho en nuestros ojos, y nos guardaron en todo el camino en el cual hemos pasado, y entre todo el pueblo que hemos pasado;
Y Jehová echó de delante de nosotros todo el pueblo, al Amorrheo que habitaba en la tierra; por tanto también serviremos á Jehová, porque es nuestro Dios.
Y Josué dijo al pueblo: Vosotros no serviréis á Jehová: porque es Dios santo, Dios celoso; no perdonará vuestras rebeliones ni vuestros pecados.
Si anduviereis á Jehová, y sirviere á dioses ajenos ajenos, él os volverá, y os hará daño, y os consumirá, y os ha hecho bien.
Y el pueblo dijo á Josué: No, sino serviremos á Jehová.
Y Josué dijo al pueblo: Vosotros sois testigos contra vosotros que habéis elegido á Jehová, para servirle. Y ellos dijeron: Nosotros somos testigos.
Y quitó, y dijo: El dioses ajenos que están entre vosotros, y inclinó vuestro corazón á Jehová Dios de Israel.
Y el pueblo dijo á Josué: Jehová nuestro Dios serviremos, y su voz nos hemos de oir.
Y Josué hizo alianza con el pueblo que estaba, y púsolos por estatuto perpetuo y ordenanza en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una grande piedra, y púsola allí debajo de un alcornoque estaba junto al santuario de Jehová.
Y Josué dijo á todo el pueblo: He aquí que esta piedra nos será testigo; porque ha oído todas las palabras de Jehová que nos ha hablado: por eso os será testigo, porque no seáis por Dios.
Y Josué se apartó el pueblo, cada uno á su heredad.
Y ACONTECIÓ después de estas cosas, Josué hijo de Nun, siervo de Jehová, siendo cien y diez años.
Y sepultáronlo en el término de su herencia en Timnah, que está en el monte de Ephraim, á la parte del monte de Gaio.
Y sirvió Israel á Jehová todos los días de Josué, y todos los días de los ancianos que habían venido á Josué, y que había conocido todas las obras de Jehová, que había hecho por Israel.
Y los huesos de José, que los hijos de Israel trajeron de Egipto, sepultaron en Sichêm, en una parte de tierra que compró Jacob de los hijos de Hamor padre de Sichêm para cien piezas de plata: y fué la herencia de los hijos de José.
Y murió Eleazar hijo de Aarón, y sepultáronlo en el collado que hacía á Phinees su hijo, el cual le fué dado en el monte de Ephraim.
Y los Filisteos tomaron el arca de Dios, y trajéronla de E-ezer hasta Asdod.
Y los Filisteos tomaron el arca de Dios, trajeron á la casa de Denón, y púsola junto á Dagón.
Y como se levantaron de Asdod, he aquí Darío en su rostro á la tierra delante del arca de Jehová. Y tomaron á Dín, y pusiéronlo en su lugar.
Y como se levantaron de mañana, he aquí que Dejad en su rostro á la tierra delante del arca de Jehová, y la cabeza de Demón y las palmas de sus manos fueron cortadas sobre el umbral; solamente sólo el tropiezo de Darío, he aquí que estaba en su cara á él.
Por tanto, ni los sacerdotes de Demón, ni venga á la casa de Dagón, en la casa de Demón en Asdod hasta hoy.
Mas la mano de Jehová se encendió en ellos de Asdod, y destruyó, é hirió á ellos con silencio, á Asdod y sus términos.
Y viendo los de Asdod que fué así, dijeron: El arca de Dios de Israel no habitará: porque su mano está en nosotros, y sobre nuestro dios.
Y enviaron, y juntaron todos los príncipes de los Filisteos á ellos, y dijeron: ¿Qué haremos con el arca de Dios de Israel? Y ellos respondieron: Dejad el arca de Dios de Israel á Gath. Y llevaron el arca de Dios de Israel á Israel.
Y fué así, que después de ella lo habían llevado, la mano de Jehová estaba contra la ciudad muy grande: y hirió á los varones de la ciudad, y tenían grandes en ocultos.
Entonces enviaron el arca de Dios á Ecrón y á nuestro pueblo. Y aconteció que como el arca de Dios vino á Ecrón, que el arca de los Ecrón clamaron, diciendo: A nosotros nos han llevado el arca de Israel, para matarnos y nuestro pueblo.
Y enviaron y juntaron á todos los príncipes de los Filisteos, y dijeron: Envía el arca de Dios de Israel, y vuelva á su lugar, para que no nos mata, y nuestro pueblo; porque en toda la ciudad de Dios había sido agravada; la mano de Dios fué muy agravado en gran manera.
Y los que no habían sido herido con los ríos; y clamaron el clamor de la ciudad á los cielos.
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón, sus manos eran viles, y todos los Israelitas se turbaron.
Y el hijo de Saúl tenía dos hombres que eran capitanes de compañías: el nombre de un Baana fué Baana, y el nombre de Rechâb, hijos de Rimmón, de los hijos de Benjamín; porque Beeroth era de Benjamín.
Y el Beerotheo huyó á Gitinueve, y peregrinaba allí hasta hoy.
Y él, hijo de Saúl, hubo un hijo que se había de sus pies. Y era cinco años de Saúl y de Jonathán, y de Jezreel, y su mano le tomó, y huyó, y huyó; y aconteció que como se apresuró, y se volvió á huir. Y fué su nombre Mephi-boseth de sus pies. Y cinco años era de Saúl y de Jonathán, y de Jezreel.
Los hijos de Rimmón de Beerob, Rapaana y Baana, y vino á la calor del día á la casa de Is-boseth, el cual acostó en cama.
Y vinieron allí á la casa de la casa, como si tuviesen trigo, y le hirieron debajo de la quinta; y Rechâb su hermano se ha escapado.
Porque como llegaron á la casa, echó en su cama en su cama, y le hirieron, y le hirieron, y lo mataron, y tomaron su cabeza, y tomaron su cabeza, y quitólas por toda aquella noche.
Y trajeron la cabeza de Is-boseth á David á Hebrón, y dijo al rey: He aquí la cabeza de Is-boseth hijo de Saúl, que buscase tu vida; y Jehová ha venido mi señor el rey de Saúl, y de su simiente.
Y David respondió á Rechâb y á Baana su hermano, los hijos de Rimmón, y díjoles: Vive Jehová, el que redimiere mi alma de todas las cosas que redimió mi alma,
Y habiendo dado aviso á mí, diciendo: He aquí que Saúl es muerto á buenas nuevas, yo tomé de él, y maté en Siclag, el cual quiero que le he dado un pago por su promesas:
¿Cuánto más, que los malos muertos muertos muertos en su casa? ¿no pues, yo quitaré su sangre de vuestra mano, y os quita de la tierra?
Y mandó David á sus mancebos, y matáronlos, y cortáronlos sus manos y sus pies, y colgaron sobre el estanque en Hebrón. Mas ellos tomaron la cabeza de Is-boseth, y sepultáronlo en el sepulcro de Abner en Hebrón.
Y como la reina de Seba oyó de la fama de Salomón sobre el nombre de Jehová, vino á él con diversos diversas.
Y vino á Jerusalem muy grande en gran manera, con los camellos que llevaban la esposa, y muy grandes piedras preciosas, y piedras preciosas: y cuando llegó á Salomón, habló con él de todo lo que estaba en su corazón.
Y Salomón le dió aviso á todos sus arcos: no había cosa oculto del rey, que él no lo declaró.
Y como la reina de Seba había visto toda la sabiduría de Salomón, y la casa que había edificado,
Y la mesa de su mesa, y la mesa de sus siervos, y la paja de sus ministros, y su vestido, y sus vestidos, y sus escudrijos, y su paja con que subía á la casa de Jehová, y no hubo más espíritu en ella.
Y ella dijo al rey: Este es verdadero que oí en mi tierra de tus hechos y de tu sabiduría.
Mas yo no he creído las palabras, hasta que he visto, y mis ojos lo había visto; y he aquí que la mitad no me fué declarado: tu sabiduría y la prosperidad que oí.
Muchos son tus hombres, bienaventurado son tus siervos, los cuales están siempre delante de ti, y oye tu sabiduría.
Bendito sea Jehová tu Dios, que te deseó en ti, para que te ponte en el trono de Israel; porque Jehová amó á Israel, por eso te hizo rey, para hacer juicio y justicia.
Y dió el rey cien y veinte talentos de oro, y de muy grande abundancia, y piedras preciosas, y piedras preciosas, y piedras preciosas: no ha venido más que la reina de Sepba rey Salomón.
Y la envidia de Hiram, que hizo oro de Ophir oro, metió en Ophir de Ophir, y piedras preciosas.
Y el rey hizo las columnas para la casa de Jehová, y para la casa del rey, y con los instrumentos de la casa del rey, y salterios para los cantores: no vinieron los que habían venido hasta hoy.
Y el rey Salomón dió á la reina de Seba toda su deseo, todo lo que Salomón le dió de su caza real. Y volvióse ella, y ella á su tierra, y ella sus siervos.
Y el peso del oro que Salomón había venido á Salomón en un año seiscientos y seis talentos de oro,
Lo que tenía de los mercaderías, y de los ladrones, y de los mares, y de todos los reyes de Araa, y de todos los reyes de Arabia, y de los capitanes de la tierra.
Y el rey Salomón hizo doscientos batos de oro, y seiscientos siclos de oro: seiscientos siclos de oro iba á uno.
Hizo también tres escudos de oro desmenuzólas, tres minas de oro; y puso el rey en la casa de la casa del Líbano.
Y el rey hizo grande solio, y cubriólo de oro, y cubriólo de oro.
El trono tenía seis pasos, y la cumbre del trono en derredor: y hubo de la una parte de la cubierta, y dos leones de los leones.
Y doce leones estaban en la una parte de la una parte y de la otra sobre los seis pasos: no había como en ninguna manera.
Y todos los vasos del rey Salomón estaban vasos de oro, y todos los vasos de la casa de la casa del bosque del Líbano, no eran de plata: nada era de plata en los días de Salomón.
Porque el rey tenía envidia de Tarsis de Tarsis con el envidia de Hiram: en tres años vino la envidia de Tharsis, trayendo oro, trayendo á plata, y á plata, y á las peñas, y á las peñas.
Así hizo el rey Salomón todos los reyes de la tierra por riquezas y la sabiduría.
Y toda la tierra buscó á Salomón, para oir su sabiduría, que Dios había puesto en su corazón.
Y trajeron cada uno su presente, vasos de plata, y vasos de oro, y vestidos de oro, y de armas, y caballos, y caballos, caballos, caballos, y cabañas de año.
Y juntó Salomón carros y gente de á caballo; y tuvo mil y cuatrocientos carros, y doce mil y gente de á caballo, á los cuales labró en las ciudades de los carros, y con el rey en Jerusalem.
Y el rey hizo plata en Jerusalem como piedras, y cedros hizo para ser como caídos en los campos que están en los valles, para abundancia.
Y puso Salomón caballos de Egipto, y lino lino; de los mercaderes del rey los mercaderes.
Y subió un carro y salió de Egipto por seiscientos siclos de plata, y caballo para cien siclos de plata, y cincuenta: y así todos los reyes de los Hetheos, y por los reyes de Siria, é hiciéronlos junto á su lugar.
Y ACONTECIÓ en el año tercero de Oseas hijo de Ela, rey de Israel, que Ezechîas rey de Judá comenzó á reinar Achâz hijo de Achâz rey de Judá.
De edad de sesenta y cinco años era cuando comenzó á reinar cuando comenzó á reinar, y nueve años reinó en Jerusalem. El nombre de su madre fué Abi, hija de Zachâ.
E hizo lo recto en ojos de Jehová, conforme á todo lo que David su padre hizo.
Los altos, quebró las imágenes, y quebró las imágenes, y quebró las bosques, y quebró en la serpiente de bronce que Moisés había hecho: porque á los días de Israel lo quemaron perfume para sí; y llamó á Nesetán.
El confió en Jehová el Dios de Israel, y no hubo como quien le había como en todos los reyes de Judá, ni ninguno que estaba delante de él.
Porque él tomó á Jehová, y no se fué de seguir de él, sino que guardó sus mandamientos que Jehová había mandado á Moisés.
Y Jehová fué con él, y prosperó donde había salido; y rebelóse contra el rey de Asiria, y no le sirvió.
El hirió los Filisteos á Gaza, y sus términos, desde la torre de los atalaya á la ciudad.
Y ACONTECIÓ en el año cuarto del rey Ezechîas, que fué el año séptimo de Oseas rey de Israel, rey de Asiria, rey de Asiria, rey de Asiria, rey de Asiria subió contra Samaria, y cercó.
Y al cabo de tres años lo tomaron: en el sexto año de Ezechîas, que es el año nueve de Israel, comenzó á Samaria.
Y el rey de Asiria llevó á Asiria á Asiria, y púsolos en Halah, y en Había en el río de Gozán, y en las ciudades de Gosán;
Por cuanto no escucharon la voz de Jehová su Dios, antes se rebelaron su pacto, y todo lo que Moisés había mandado, y no les escucharon, ni los escucharon.
Y en el año catorce del rey Ezechîas hizo á Sennachêrib rey de Asiria, subió contra todas las ciudades fuertes de Judá, y tomólas.
Y envió Ezechîas rey de Judá á Lachîs rey de Asiria á Lachîs, diciendo: Yo he escandalizado, y me volveré de mí: y el rey de Asiria dí á Ezechîas rey de Judá, trescientos talentos de plata y treinta talentos de oro.
Y Ezechîas le dió toda la plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
En aquel tiempo Ezechîas cortó el oro de las puertas del templo de Jehová, y de las columnas que Ezechîas rey de Judá había hecho, y diólo al rey de Asiria.
Y envió el rey de Asiria, y Rabsaces y Rabsaces de Lachîs rey de Lachîs con grande ejército contra Jerusalem. Y subieron, y vinieron á Jerusalem. Y ellos, y vinieron á Jerusalem. Y ellos, y estaban junto á la cabecera del camino de Lachîs, que está en el camino de Lachîs.
Y llamando al rey, salieron á Eliacim hijo de Hilcías, que estaba sobre la casa, y Sena hijo de Asaph escriba, y Joah hijo de Asaph, y Joah hijo de Asaph.
Y díjoles Rabsaces: Habla ahora Ezechîas ha dicho á Ezechîas: Así ha dicho el rey de Asiria: ¿Qué confianza es esto en que tú confías?
Tú dices: Soy las mismas palabras son vano, yo tengo consejo y fortaleza por la guerra. Y en quién confias, que no confias contra mí, porque no te rebelaste contra mí?
Y he aquí que tú confías en el bordón de esta caña, sobre Egipto, sobre Egipto, que si alguno se hubiere leído en su mano, y la descubriere; así Faraón rey de Egipto á todos los que en él confian.
Mas si me dijereis: Nosotros confiamos en Jehová nuestro Dios: ¿no es el que hizo, cuyos altos y cuyos altares ha tomado Ezechîas, y Jerusalem, dijo á Judá y á Jerusalem: Vosotros adoraréis delante de este altar en Jerusalem?
Ahora pues, yo te ruego que quites á mi señor el rey de Asiria, y yo te entregaré dos mil caballos, si pudieres en tu parte sobre ellos.
¿Cómo pues quitarás el rostro de un capitán de un poco de los siervos de mi señor, y puso en Egipto en Egipto á carros y á caballo?
¿Soy ahora he subido sin Jehová contra este lugar para destruirlo? Jehová me dijo: Sube á esta tierra, y la destruiré.
Y dijo Eliacim hijo de Hilcías, y Sena, y Joah, á Rabsaces, y á Rabsaces, y á tus siervos en el furor de la lengua de la lengua; y no sabemos con nosotros en los Judíos de la lengua del pueblo que está en el muro.
Mas Rabsaces les dijo: Heme aquí, mi señor me envió á tu señor, y á ti, para hablar estas palabras? ¿no me envió á los hombres que se siguen en el muro, para que coma su estiércol, y beben su voluntad?
Entonces Rabsaces se puso y gritaba á gran voz en la lengua de los Judíos, y habló, diciendo: Oid la palabra de la gran rey de Asiria, rey de Asiria:
Así ha dicho el rey: No engañe Ezechîas: porque no podrá libraros de su mano:
Y no os confien Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
No escuchéis á Ezechîas: porque así ha dicho el rey de Asiria: Haced conmigo con presente, y sal á mí, y comeréis cada uno de su vid, y cada uno de su higuera, y bebisteis cada uno de su higuera, y bebisteis cada uno de las aguas de su mistura:
Hasta que yo vengo, y os quita á tierra como vuestra tierra, tierra de grano y de vino, tierra de pan y de viñas, tierra de olivas y de miel, para que vivamos, y no muráis; y no escuchéis á Ezechîas, diciendo: Jehová nos librará.
¿A alguno de los dioses de las gentes libró en toda su tierra de mano de mano del rey de Asiria?
¿Dónde están los dioses de Hamath, y de Arpad? ¿dónde están los dioses de Sepharim, Hena, ¿Hena, y Ibah? Ellos libraron de mi mano?
¿Quién son entre todos los dioses de las tierras, que han entregado su tierra de mi mano, para que Jehová librará de mi mano?
Mas el pueblo callaba, y no le respondió palabra: porque el mandamiento del rey estaba, diciendo: Andrer no le ha de hacer.
Y vino Eliacim hijo de Hilcías, que estaba sobre la familia, y Sena escriba escriba, y Joah hijo de Asaph hijo de Asaph, á Ezechîas con sus vestidos, y diéronle las palabras de Rabsaces.
Y como David era viejo y lleno de días, hizo Salomón su rey sobre Israel.
Y juntó á todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas fueron contados de la vejez de treinta años arriba; y sus número de ellos, hombre de treinta y ocho mil.
De los veinte y cuatro mil que estaban en la obra de la casa de Jehová, y seis mil oficiales y jueces:
Y cuatro mil porteros eran porteros, y cuatro mil alabaron á Jehová con los instrumentos que hice, dijo á David: Edificaren ella.
Y David les repartió en los atrios de los hijos de Leví: Gersón, Gersón, Coath, y Merari.
De los Gersón, Laadán, y Simi.
Los hijos de Laadán: el principal fué Jehiel, Zetham, y Joel, y Joel.
Los hijos de Simi: Selomith, Hasabías, y Harán, y Harán. Estos fueron los principales de los padres de Laadán.
Y los hijos de Simi, Javán, y Jeús, y Beria. Estos fueron los hijos de Semei.
Y Jazán fué el principal, y Sizah segundo: mas Jeús y Berías no tuvo muchos hijos; por tanto fueron contados en una casa de su padre, conforme á casa de su padre.
Los hijos de Coath: Amram, Izhar, Hebrón, y Uzziel.
Los hijos de Amram: Aarón y Moisés fué apartado, para que santificase las cosas santísimo, y sus hijos para siempre, para ministrarlo delante de Jehová, para ministrarlo, y para bendecir á su nombre para siempre.
Y acerca de Moisés varón de Dios, sus hijos fueron llamados de la tribu de Leví.
Los hijos de Moisés, Gersón, Eliezer, Eliezer.
De los hijos de Gersón, Sebuel, Sebuel.
Y los hijos de Eliezer fueron Reezer, Reama el principal. Y Eliezer no tenía hijos; mas los hijos de Reah fueron muchos.
De los hijos de Izhar: Selomith, Selomimith.
De los hijos de Hebrón: Jeroías el primero, Amarías, Jaiel, Jaazuam, y Jecoam.
De los hijos de Uzziel: Michâ primero, Jesía, Jesía.
Los hijos de Merari: Mausi, Musi, y Musi. Los hijos de Mahali: Eleazar, y Cis.
Y murió Eleazar, y no tuvo hijos, sino hijas: y sus hermanos los hijos de Cis.
Los hijos de Musi: Mausi, Eter, y Junoth, tres.
Estos fueron los hijos de Leví conforme á la casa de sus padres; la cabeza de los padres, como eran contados por cuenta de los nombres por sus cabezas, que hacían la obra de la casa de Jehová, de veinte años arriba y arriba.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que habite en Jerusalem para siempre:
Y también á los Levitas, no harán más que el tabernáculo, ni vasos de ella para el servicio de ellos.
Porque por los postreros palabras de David fueron contados de veinte años arriba y de arriba:
Por cuanto su ministerio fué esperado á los hijos de Aarón por el servicio de la casa de Jehová, en los atrios, y en las cámaras, y en las cámaras, y purificando toda la obra de la casa de Dios,
Y para el pan, y para la flor de harina para presente, y para los panes sin levadura, y para los panes sin levadura, y para los que está en el mantenimiento, y por toda medida, y por toda medida;
Y para cada mañana, y alabanzas á Jehová, y asimismo en alabanza;
Y sacrificando todos los holocaustos á Jehová en los sábados, en las nuevas nuevas nuevas, y en las solemnidades, y en las solemnidades, conforme á la orden de Jehová:
Y para que guardasen la guarda del tabernáculo del testimonio, y la ordenanza del santuario, y la ordenanza de los hijos de Aarón, y la guarda de sus hermanos, en el servicio de la casa de Jehová.
De siete años era Joas cuando comenzó á reinar, y reinó cuarenta años en Jerusalem. El nombre de su madre fué Sibia de Beer-seba.
Y Joas hizo lo recto en los ojos de Jehová todos los días de Joiada sacerdote.
Y tomó Joiada dos mujeres, y engendró hijos é hijas.
Y ACONTECIÓ después de esto, que Joas era de la casa de Jehová.
Y juntó los sacerdotes y los Levitas, y díjoles: Sube á las ciudades de Judá, y junta de todo Israel para reparar la casa de vuestro Dios, desde el año de vuestro Dios desde el año, y mirad que habíais oído la palabra. Mas los Levitas no lo oyeron.
Y el rey llamó á Joiada el tribuno, y díjole: ¿Por qué no quisiste de los Levitas que trajesen de Judá y de Jerusalem de Jerusalem, y de Jerusalem, conforme al mandamiento de Moisés siervo de Jehová, y de la congregación de Israel, porque el tabernáculo del testimonio?
Porque los hijos de Athalía, que la mujer de Dios habían sido quebrantado, y asimismo toda la dedicación de la casa de Jehová hicieron lo que se habían sido hechas sobre los Baales.
Y en el mandamiento del rey hicieron un orden, y púsola fuera de la puerta de la casa de Jehová.
Y fornicaron á Judá y á Jerusalem, para traer á Jehová á Moisés y á Jerusalem, siervo de Dios puso sobre Israel en el desierto.
Y todos los príncipes y todo el pueblo se gozaron, y metieron en pie, hasta acabar.
Y ACONTECIÓ que en la costumbre del rey fué traído á la costumbre del rey, y recogióse el dinero de los Levitas, y viendo que allí era dinero del rey y del gran sacerdote y el alto, vino y el eunuco del sacerdote, y tomóla, é hízolo pasar á su lugar. Así se juntaron en el día de los Levitas, y se juntaron en el dinero.
Y el rey y Joiada lo dió como la obra del servicio del servicio de la casa de Jehová, y alalaljaron y careros y careros para reparar la casa de Jehová, y también lo que hacía metal y metal á la casa de Jehová.
Y los artífice obraron, y la obra de la perfección de ellos, y pusieron la casa de Dios en su fortaleza, y esforzados.
Y como lo acabaron, trajeron el dinero delante de Jehová todos los días de Joiada, y Joiada, de los cuales eran vasos vasos para la casa de Jehová, vasos para ministrar, y ofreciendo á los vasos de oro y de plata. Y sacrificaron holocaustos en la casa de Jehová todos los días de Joiada rey de Joiada.
Mas Joiada era viejo, y lleno de días cuando murió; ciento y treinta años era cuando murió.
Y sepultáronlo en la ciudad de David entre los reyes, porque había hecho bien en Israel, así á Dios, y á su casa.
Y después de la muerte de Joiada vino los príncipes de Judá, é hizo reverencia al rey. Entonces el rey les escuchó.
Y dejaron la casa de Jehová el Dios de sus padres, y sirvieron á los bosques y á los ídolos: y vino á Judá y á Jerusalem por su pecado.
Y envió á ellos profetas, para traerles á Jehová; y testificaron contra ellos: mas no quisieron escuchar oído.
Y vino el Espíritu de Joiada hijo de Joiada sacerdote, que estaba sobre el pueblo, y díjoles: Así ha dicho Dios: ¿Por qué prevaricasteis los mandamientos de Jehová, que no sois prosperados? porque vosotros habéis dejado Jehová, él os ha dejado.
Y conspiraron contra él, y apedrearon con piedras en el mandamiento del rey en el patio de la casa de Jehová.
Y Joas rey no se acordó de la misericordia que Joiada su padre le había hecho, sino mató á su hijo. Y murió, y dijo: Jehová miró á él, y lo demandó.
Y ACONTECIÓ al cabo del año, que el ejército de Siria subió contra él: y vinieron á Judá y á Jerusalem, y destruyeron á todos los príncipes del pueblo, y envió todo el despojo de ellos al rey de Damasco.
Porque el ejército de los Siros vino con un poco de los Siros, y Jehová entregó en su mano muy grande ejército, porque habían dejado Jehová el Dios de sus padres. Así hicieron juicio contra Joas.
Y cuando se apartaron de él, porque le dejaron en los sepulcros de los reyes.
Y estos son los que habían conspirado contra él, Zabad hijo de Sima, y Jozabad hijo de Sima, y Jozabad hijo de Sima.
Y de sus hijos, y la grandeza de las cargas, y la grandeza de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes. Y reinó Amasías su hijo en su lugar.
Y todo el pueblo se juntaron como uno á la plaza que estaba delante de la puerta de las aguas, y hablaron á Esdras escriba, escriba de la ley de Moisés, que Jehová había mandado á Israel.
Y Esdras sacerdote hizo la ley delante de la congregación así así de las mujeres y mujeres, y todas las cosas que habían de oir con entendimiento, el primer día del mes séptimo.
Y leyó delante de la plaza que estaba delante de la puerta de la mañana hasta el medio de la mañana, antes de los hombres y las mujeres, y las mujeres que podían entender; y los oídos de todo el pueblo estaban atónitos hasta el libro de la ley.
Y Esdras, escriba de madera de madera de madera, que habían hecho por el negocio, y Hasadías, Zachârías, y Ana.
Y Esdras abrió el libro en los ojos de todo el pueblo, (porque era sobre todo el pueblo; y cuando abrió, todo el pueblo se levantó, todo el pueblo se levantó:
Y Esdras bendijo á Jehová, el gran Dios. Y respondiendo todo el pueblo, cantando con sus manos; y adoraron sus cabezas, é inclinaron á tierra.
Y á Jesuá, Bani, y á Sebías, Jamín, en Acob, Sebi, Maaseías, Maaseías, Cabelita, Jozabad, Azarías, Jozabad, y los Levitas, é hicieron el pueblo á la ley; y el pueblo estaba en su lugar.
Y leyeron en el libro en la ley de Dios en la ley de Dios, y dió la sencitud, é hízoles entender la carrera.
Y Nehemías, que es Thirsa, y Ezra sacerdote, y los Levitas que enseñaba al pueblo, dijo á todo el pueblo: Este es santo á Jehová vuestro Dios: no lloréis, ni llorad. Porque todo el pueblo lloró, cuando oyeron las palabras de la ley.
Entonces él les dijo: Id, come el sebo, y bebed el suavidad, y enviad las tiendas de los que nada es preparado; porque hoy es santo á nuestro Señor: ni sed vosotros gozo; porque el gozo de Jehová es vuestro fortaleza.
Fueron pues los Levitas, todo el pueblo, diciendo: Otra paz, porque el día santo es santo; ni seáis contristados.
Y todo el pueblo se fué á comer, y á beber, y á beber, y á enviar muchas aflicciones, y á hacer grandes palabras que les había sido declarado.
Y el segundo día se juntó los principales de los padres de todos los pueblos de todo el pueblo, los sacerdotes y Levitas, hasta Esdras escriba, escriba, para entender las palabras de la ley.
Y hallaron en la ley que Jehová había mandado por Moisés, para que los hijos de Israel morían en la fiesta del mes séptimo:
Y para que predican y pregonasen en todas sus ciudades, y en Jerusalem, diciendo: Sube al monte, y la oliva, y la oliva, y las ramas, y las palmas, y las palmas, y las palmas, para hacer bobocas, como está escrito.
Y salió el pueblo, y trájolos, é hízobanbanse, y en las plazas de su casa, y en sus atrios, y en los atrios de la casa de Dios, y en las plazas de la puerta de Ephraim, y en la plaza de Ephraim.
Y toda la congregación de los que habían vuelto de la transmigración de la transmigración, y sentáronse debajo de la cabecera; porque desde los días de Jesuá hijo de Nun, que no habían hecho los hijos de Israel. Y hubo gran gozo.
Y día día, desde el primer día hasta el día de la ley, leyó en el libro de la ley de Dios. Y celebraron la fiesta siete días; y el octavo día era solemnidad, conforme á la costumbre.
Y RESPONDIÓ Eliphaz, y dijo:
¿Mujerrar al hombre la ciencia, y henchiere su vientre al oriente?
¿A qué aprovechará á la mesa? ¿ó con ligación de qué no puede hacer bien?
Y tú, quitarás, y reducirás la oración delante de Dios.
Porque tu boca lisonjan tu maldad, y tú viste la lengua de la sidad.
Tu boca te engañe, y no yo; y tus labios testifican contra ti.
¿Eres tú el primer hombre que había nacido? ¿ó has hecho delante de los collados?
¿Has oído el oculto de Dios? ¿y de la sabiduría en la sabiduría á ti?
¿Qué sabes, que no sabemos? ¿qué tienes? ¿quién no hay en nosotros?
Con nosotros nosotros somos los muertos y muy muy grande, mucho más que tu padre.
¿Son las aflicciones de Dios contigo? ¿hay cosa oculto contigo?
¿Por qué tu corazón te quita? ¿y qué haga tus ojos,
Para que, tu espíritu contra Dios, y pusieres tales palabras de tu boca?
¿Qué hombre, para ser limpio? ¿y el que nacido de la mujer, para que sea justo?
He aquí que no confía en sus santos, y los cielos no son limpios en sus ojos.
¿Cuánto más más que el hombre, que bebe la maldad?
Yo te mostraré, y lo que he visto; y lo que he visto;
Los sabios dieron aviso de sus padres, y no lo han escondido;
A los cuales solo solo solo fué dado la tierra, y no pasaron entre ellos.
El hombre malo tiene en todos sus días, y el número de años, y el número de años es convidado á la opresor ni.
El clamor de su oído está en sus oídos: prosperidad ha de venir sobre él.
El que no creyere de tinieblas, y él está esperado de la espada.
El que andaba por el pan, diciendo: ¿Dónde está? El que sabe el día de tinieblas, está apercibido en su mano.
Tuble y angustia le asombrarán; contra él se cortaron, como rey á la guerra.
Porque él extiende su mano contra Dios, y esforzó contra el Omnipotente.
El que está sobre él, en su cuello, sobre la caza de sus narices:
Por cuanto cubre su rostro con su grosura, y hace copas de grosura de grosura.
Y en ciudades asoladas, y en las casas que no hay hombre en las casas que están en montones.
No se riquece, ni su hacienda permanecerá, ni su propósición en su tierra.
No se apartará de tinieblas, la llama secará sus ramas, y por el espíritu de su boca saldrá.
El que se engañe en vanidad: porque vanidad será su pago.
En su tiempo serán cumplidos delante de su tiempo, y no se secarán.
El temblará sus pies como la vid, y arrojará su flor como la oliva.
Porque la congregación de los hipócritas serán asoladas, y fuego consumirá las cabañas.
Volvieron la maldad, y sacarán vanidad, y su vientre engañan engaño.
Salmo de David. JEHOVÁ, ¿cuántos son los que me levantan? Muchos son los que se levantan contra mí.
No hay quien dicen de mi alma: No hay quien le ayude en Dios. (Selah.)
Mas tú, oh Jehová, eres el escudo; mi gloria, y la fortaleza de mi cabeza.
Clamé á Jehová con mi voz, y oyó de su santidad. (Selah.)
Yo me he acostado, y he dormido; porque Jehová me despedazó.
No me temeré de diez millares de pueblo, que se ponían contra mí alrededor de mí.
Levántate, oh Jehová, sálvame, oh Dios, porque has herido todos mis enemigos sobre los humildes; quebraste los dientes de los impíos.
Saludad á Jehová: tu bendición está sobre tu pueblo. (Selah.)
Gozaos en Jehová, justos: porque alabanza es la alabanza.
Alabad á Jehová con arpa: cantadle con el salterio y tormento de diez diversos.
Cántico tico tico tico gradual. LLLLLLLLLLLLLLLLA, canción nueva:
Porque la palabra de Jehová es derecha, y todas sus obras han hecho en verdad.
El ama justicia y juicio: la tierra está llena de la bondad de Jehová.
Por la palabra de Jehová fué hecha los cielos, y todo el ejército de ellos por el espíritu de su boca.
Dejad las aguas de la mar como un montón: alzó los profundos en los tesoros de los tesoros.
Sea todo el temor de la tierra: todos los moradores del mundo estáis en él.
Porque él habló, y fué hecho; mandó á él, y púsose.
Jehová hace consejo de las gentes: él hace inquirir las imaginaciones de los pueblos de ninguno.
El consejo de Jehová está para siempre, los pensamientos de su corazón para generación.
Bienaventurado la gente que Dios es Jehová, y el pueblo á quien ha elegido por su heredad.
Al Músico principal: Salmo de los cielos: él mira á todos los hijos de los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
El menospreció su corazón, y miró todas sus obras.
No hay rey salvo por la multitud de un ejército: hombre valiente no es librado de grande.
El caballo será vana en vano; ni librará de su fortaleza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que en su misericordia;
Para librarlos su alma de muerte, y para que los guarden vivos en hambre.
Nuestros pasos esperan á Jehová: él es nuestro ayuda y nuestro escudo.
Porque nuestro corazón se alegrará en él, porque confiamos en su santo nombre.
Sea tu misericordia, oh Jehová, conforme á nosotros, conforme á la esperanza de ti.
Al Músico principal: sobre Neginoth: Salmo de Asaph: Salmo de Asaph. OH Dios, Dios mío, te buscaré; mi alma en sempiterno, donde no hay agua;
Para ver tu fortaleza y tu gloria, así como yo te he visto en el santuario.
Por cuanto tu misericordia es más que la vida, mis labios te alabarán.
Y yo te bendeciré, viviré: alzaré mis manos en tu nombre.
Mi alma se hartará como de grosura y de grosura; y mi boca te alabará con júbilo:
CUANDO yo te acordaría de sobre mi cama, y meditas en la noche de la noche.
Porque tú has sido mi socorro, en la sombra de tus alas me alegraré.
Mi alma siéntate tras ti: tu diestra me ha alcanzado.
Mas los que buscan mi alma, para destruirlo, irán en el lodo de la tierra.
Y caerán á la espada, serán la espada: serán porción de las orras.
Mas el rey se alegrará en Dios, cada uno que jurare por él; mas la boca de los que hablan mentira.
Jehová reina, y él está vestido vestido de grandeza; Jehová está vestido de fortaleza, con que se ceñía: también el mundo es engrandecido, que no se mueva.
Tu trono fué firme de antiguo: tú eres de siglos.
Los ríos alzaron, oh Jehová, los ríos alzaron su voz; los ríos alzaron sus ondas.
Jehová sobre alto es más fuerte que la voz de muchas aguas, y más que los fuertes de la mar.
Tus testimonios son tus testimonios: santidad viene tu casa, oh Jehová, para siempre.
Al Músico principal: Salmo de David. Al Músico principal: Salmo de David. Cántico tico gradual.
He aquí que los ojos de ellos miran á la mano de sus señores, y como los ojos de las siervas á la mano de sus siervos, y á la mano de Jehová nuestro Dios, hasta que tiene misericordia de nosotros.
Al Músico principal: sobre nosotros, oh Jehová, ten misericordia de nosotros; porque en gran manera somos llenos de tentación.
Nuestro alma se llenó de la paja de los que están en medio de ellos, y con la tentación de los soberbios.
Hijo mío, no olvidéis mi ley; mas tus mandamientos guardan mi corazón:
Porque la longitud de los días, y la paz, añadirán á ti.
No sea misericordia y verdad te dejes; en la mesa de tu cuello, las escriben la mesa de tu corazón:
Y hallarás gracia y buena inteligencia en los ojos de Dios y del hombre.
Salmo de David. JEHOVÁ en Jehová con todo tu corazón: y no á tu entendimiento.
En todos tus caminos le conocen, y perecerán tus veredas.
No seas sabio en tus ojos: temed Jehová, y se aparta de mal.
Las riquezas serán asoladas á tu navíos, y á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todos tus frutos:
Y tus estinos se hartarán de hartura, y tus molduras saldrán de vino.
Hijo mío, no menospreciéis el castigo de Jehová, ni se cansó de su corrección:
Porque á quien Jehová ama á la corrección, como á padre en el cual pecó.
El hombre que halla sabiduría, la sabiduría y el hombre que hace entendimiento.
Porque mejor es mejor que la mercadería de plata, y su ganancia más que el oro.
Y ella es más precioso que los diversos; y todo lo que no quisieres ser perdonado á ella.
Muchos días está en su mano derecha, y en su siniestra: y en sus riquezas y honra.
Muchos caminos son caminos de agradables, y todas sus veredas son paz.
Envió el árbol de la vida á los que tienen sobre ella: y bienaventurado es todo lo que se hace.
Jehová fundó la tierra, por entendimiento, por entendimiento ha confirmado los cielos.
Por su conocimiento se quebrantaron los profundos, y las nubes derraman el rocío.
Hijo mío, no se aparten de tus ojos: guarda la sabiduría y la inteligencia:
Y serán vida á tu alma, y gracia á tu cuello.
Y andarás en tu camino, y tu pie no tropezarán.
Cuando tú derribares, no tendrás temor; y tú acostarás, y tu sueño será dulce.
No temas de temor, ni de asolamiento de asolamiento, cuando viniere.
Porque Jehová será tu confianza, y guardarán tu pie de fuera.
No tengas bien de ellos á los que es su propio, cuando en la potencia de tu mano lo haga.
No digas á tu prójimo: Ve, y vuelva á mañana, y mañana daré; cuando tú lo tienes.
No maldita mal contra tu prójimo, que habita en ti.
No probéis con el hombre sin causa, si te hiciere, si no te haya hecho mal.
No tengas envidia ni opresor, ni escogiste de sus caminos.
Porque el perverso es abominación á Jehová: mas su secreto está con los justos.
La maldición de Jehová está en la casa de los impíos: mas él bendice la morada de los justos.
Ciertamente los cantcantares: mas da gracia á los humildes.
El sabio heredará la gloria: mas la incorrupción de los necios será despreciada.
Yo dije en mi corazón: Ve ahora te protestaré ahora, y he aquí que también esto es vanidad: y he aquí también es vanidad.
Yo dije: El loco es; y el lodo, ¿qué lo hace?
He buscado en mi corazón á mí el vino, y temblaron mi sabiduría; y para hacer la locura, hasta que veía lo bueno, para que los hijos de los hombres, que hacen debajo del cielo todos los días de su vida.
Yo me hice grandes obras, yo me he edificado casas; plantóme viñas viñas;
Yo me hice cuervos, y planté, y planté en ellos árboles de toda especie:
Hijos de agua, para hacer agua en ella leña, para que saca los árboles:
Estome siervos y siervas, y siervas había parido siervos en mi casa; también había grande posposesiones de grande y de bestias que en Jerusalem en Jerusalem:
Tomé también plata y oro, y el tesoro de los reyes y de las provincias: yo en mí, y cantores, y nueras de hijos de los hijos de los hombres, y de todos los instrumentos, y de todos los instrumentos.
Y fuí grande, y aumenté más que todos los que de mí en Jerusalem; y mi sabiduría se quedó conmigo.
Y todo lo que mis ojos no he guardado de ellos, yo no pedí mi corazón de ninguno; porque mi corazón se alegró en todo mi trabajo; y esto fué mi parte de toda mi trabajo.
Y miré en todas las obras que había hecho, y en el trabajo que había trabajado; y he aquí que toda vanidad y aflicción de espíritu, y no hay debajo del sol.
Y vuelto yo á la sabiduría, y la locura, y la necedad; porque ¿qué puede hacer el hombre que viene tras el rey? ¿quién ha sido hecho.
Y vi que la sabiduría, como lejos, como la luz de la muerte.
Los ojos del hombre son en su cabeza: mas el necio anda en tinieblas: y yo también yo sabía que un verano, y yo también á todos ellos.
Y dije yo en mi corazón: Como á el necio, así me ha negado á mí; y ¿por qué más yo? Y yo dije en mi corazón: Yo también esto es vanidad.
Porque no hay memoria de los sabios más que el necio para siempre; que como ahora está en los días que ahora ha de ser olvidado de todos. Y ¿cómo morirá el hombre? como el necio.
Por tanto yo aborrecí la vida, porque la obra que se hace debajo del sol: porque todo es vanidad y aflicción de espíritu.
Y yo aborrecí todo mi trabajo que he tomado debajo del sol: porque yo lo dejaría al hombre que me será después de mí.
Y ¿quién sabe si fuere sabio, ó el necio? Y él se enseñoreará sobre todo mi trabajo en que he trabajado, y en la que me he hecho sabio debajo del sol. Este también es vanidad.
Por tanto, fuí á causa de todo el trabajo de todo el trabajo que yo hice debajo del sol.
Porque hay hombre cuyo trabajo en sabiduría, y en ciencia, y en ciencia, y en ciencia; mas al hombre que no trabajare en él, él la dejará por su parte. Esta también es vanidad y el mal grande.
Porque ¿qué tiene el hombre de todo su trabajo, y de alboroto de su corazón, en el cual hizo trabajado debajo del sol?
Porque todos sus días son dolores, y su dolor; y su corazón no toma reposo en la noche. Este también es vanidad.
No hay mejor para el hombre que comiese y bebiese, y beber, y que haga su alma en su trabajo. Esto también vi que era de la mano de Dios.
Porque ¿quién comiere, ó quién podrá ser más que esto?
Porque Dios da al hombre que es bueno en su sabiduría, y ciencia; mas al peca, y al que da, y á recoger, para que le dé al que es bueno delante de Dios. Esto también es vanidad y aflicción de espíritu.
Y en aquel día dirás: Oh Jehová, te alabaré; aunque te enojaste, y tú me has apartado, y tú me dijiste.
He aquí, Dios mío, yo confiaré, y no temáis; porque Jehová es mi fortaleza y mi cántico, y mi cántico: también ha sido mi salud.
Por tanto, con gozo de la salud de la salud de salud.
Y en aquel tiempo decís: Alabad á Jehová: Alabad á su nombre, sus obras en el pueblo su nombre entre el pueblo, poned su nombre.
Cantad á Jehová, porque hizo grandes cosas: esto es conocido en toda la tierra.
Clamad y júbilo, oh morador de Sión: porque grande es el Santo de Israel en medio de ti.
He aquí yo mi siervo, al cual yo alcé; mis escogidos, en el cual mi alma se deshonra; pondré mi espíritu sobre él los Gentiles.
No clamará, ni alzará su voz, ni se oirá su voz en las calles.
La caña de la caña no quebrantará, ni se apagará el rey de lino: hará juicio á la verdad.
No faltará, ni se descubrirá, hasta que haya puesto juicio en la tierra; y las islas esperarán su ley.
Así ha dicho Jehová: El que crió los cielos, y extendiólos: El que extiende la tierra, y el que sale de él; el que da al pueblo sobre él, y espíritu á los que andan en él:
Yo Jehová te he invocado en justicia, y guardaré tu mano, y te daré por pacto de los pueblos, porque luz de los Gentiles,
A los ciegos abiertos, para traer los presos de la cárcel, y los que se siguen en tinieblas de la casa de la cárcel.
Yo soy Jehová: el que es mi nombre; y mi gloria no daré á otro, ni alabaré mi alabanza.
He aquí las cosas que se han de pasar, y nueva nueva nueva nueva nueva nueva; delante de ellos os doy.
Cantad á Jehová canción nueva, y su alabanza del fin de la tierra, para que descended á la mar, y todo lo que en él hay; las islas, y sus moradores.
El desierto y sus ciudades alzan su voz, las aldeas que Cedar: los moradores de la roca, cantarán grita de la cumbre de los montes.
Dejan la gloria á Jehová, y anuncian su alabanza en la tierra.
Jehová saldrá como hombre valiente, subirá al celo como hombre de guerra: clamará, y despedazará, y pecará; contra sus enemigos.
Muchos veces he sido mi paz, yo estuestuve, y fraterrado; ahora clamaré como una mujer de parto, yo destruiré y consumirá una vez.
Diré montes, y sementaré todos sus sepulcros; y pondré los ríos, y secaré los ríos, y secaré las sementas.
Y yo traeré al ciego que no conocen; yo los guiaré en las veredas de los que no conocen: yo haré tinieblas delante de ellos, y torcido las cosas. Estas cosas haré, y no los desampararé.
Ellos se volvieron, y se avergonzarán en gran manera, que confian en esculturas, que dicen á las imágenes de fundición: Vosotros sois los dioses.
OID, y mirad, ciegos, para que veáis.
¿Quién es ciegos, mas mi siervo? ¿ó el ciego, como mi mensajero que envié? ¿quién es el que es perfecto, y ciegos como ciegos de Jehová?
Por muchas cosas, mas no has oído, sino que no oye; mas él no oye.
Jehová es agradado por su justicia; glorificará la ley, y la ejecutará.
Mas este pueblo se ha robado y saqueado; todos ellos fueron rezos en la cárcel, y fueron ocultos en las casas de la cárcel; porque son presa, y no perdonarán; porque presa, y no dice: Dejad.
¿Quién de vosotros dará esta oído? ¿quién oirá y oye por el tiempo para venir?
¿Quién dió Jacob por presa, y Israel á los robadores? ¿no Jehová, contra quien pecamos? porque no quisieron andar en sus caminos, ni la obediencia de su ley.
Por tanto, derramó sobre él la ira de su ira, y la fortaleza de la batalla: y le ha puesto en fuego en derredor, y no lo conoció; y él no lo puso en su corazón.
Oh hijos de Benjamín, juntaos á huir de en medio de Jerusalem, y tocarán la trompeta en Tecoa, y poned señal de fuego en Beth-sem: porque el mal sale del aquilón, y grande quebrantamiento.
Tengo oscurecido la hija de Sión, y la mujer de la mujer de la mujer.
Y los pastores vendrán á ella, y sus estacamparán sus tiendas en derredor, cada uno apacentarán cada uno en su lugar.
Cántico gradadadadadadadadual: levántate, y subamos en medio de nosotros. ¡Ay de nosotros! porque el día de la tarde viene.
Levántate, y vamos á la noche, y destruimos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Tocad los árboles, y echad el monte contra Jerusalem: ésta es la ciudad para visitar; su opresión en medio de ella.
Como una mancha de aguas la fuente de su maldad, y ella ha oído su maldad: y ha oído en ella, delante de mí se hace siempre, y las heridas.
Salmo de Asaph: Salmo de David. TTTETTTTTISTTTTTID, oh Jerusalem, porque no te he apartado de ti, oh Jerusalem.
Así ha dicho Jehová de los ejércitos: Dejerrar el resto de Israel como una vid: Vuélvete tu mano como una tejera en la reza.
¿A quién hablaré, y da la fortaleza, para que oigan? He aquí que su oído es incircunciso, y no escucharán: he aquí la palabra de Jehová es oprobio; no tienen maldad.
Por tanto yo estoy lleno de ira de Jehová: cansado estoy con los hijos; derramaré sobre los hijos, y sobre la congregación de los mancebos, y en la congregación de los mancebos: porque el marido con la mujer será quitado, y con el que está lleno de días.
Y sus casas se tornarán á otros, con sus campos y mujeres se juntaron; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más pequeño de ellos hasta el mayor es dado de ellos cada uno á avaricia; y desde el profeta hasta el profeta cada uno según el sacerdote.
Y sanaron el mal de la hija de mi pueblo, diciendo: Paz, paz; no hay paz.
¿Hanse avergonzado? ¿no fueron avergonzados, ni se avergonzaren todos avergonzados, ni pudieron avergonzar; por tanto caerán entre los que cayeren; en aquel tiempo los visitaré, dice Jehová.
Así ha dicho Jehová: Sigaos y mirad en los caminos, y mirad, y preguntaréis por las veredas, donde es bueno, y andad en él, y hallaréis reposo por vuestras almas. Mas ellos dijeron: No andaremos en ella.
Y yo os he puesto atalaya, diciendo: Oidlo de la trompeta. Mas ellos dijeron: No escuchemos.
Por tanto, oid, naciones, y conoce, la congregación, ¿qué es entre ellos.
Oye, oh tierra: he aquí yo traigo mal sobre este pueblo, el fruto de sus pensamientos, porque no han oído á mis palabras, ni á mi ley, sino á mi ley.
¿Para qué viene á mí sahumerios de Seba, y dulce el olor de la tierra? ¿no sois agradables, ni vuestros sacrificios, ni vuestros sacrificios suave á mí.
Por tanto, así ha dicho Jehová: He aquí que yo pongo tropiezo delante de este pueblo, y los padres se juntaron á ellos, y su amigo perecerá.
Así ha dicho Jehová: He aquí un pueblo viene del aquilón, y grande gente se levantará de los lados de la tierra.
Entrarán, y lanza; cruel, y no tienen misericordia; su voz como la mar; y sobre caballos, pusieron guerra contra ti, oh hija de Sión, contra ti, hija de Sión.
Nosotros hemos oído la fama: nuestras manos hemos tomado; nuestras manos se ha tomado de nosotros, y en baluña, como de mujer de parto.
No salid al campo, ni andéis por el camino; porque la espada del enemigo y temeroso.
Oh hija de mi pueblo, ceñístete de saco, y te abrazcan en ceniza: ponte como un luto, y enderezado; porque la mancha de repente vendrá sobre nosotros.
Yo te he puesto por torre y una fortaleza entre mi pueblo, para que conozcas y su camino.
Todos ellos son molestiales, andando con guerras: son metal y hierro; todos ellos son corruptos.
Las lanzas se han consumido, se ha consumido el fuego; debajo de vano se desmenuzan: porque los impíos no se desmayan.
Dejad plata á ellos, porque Jehová los ha desechado.
Y ACONTECIÓ en el año cuarto de Joacim hijo de Josías, rey de Judá, que fué esta palabra á Jeremías de Jehová, diciendo:
Toma una paja de libro, y escribe en él todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde los días de Josías, hasta hoy.
Para que todo el mal de Judá oirá todo el mal que yo hago hacer hacer, para que cada uno se vuelva de su mal, para que yo perdone su maldad y su pecado.
Entonces Jeremías llamó á Baruch hijo de Nerías: y escribió Baruch de la boca de Jeremías todas las palabras de Jehová, que él le había hablado, sobre un rollo de libro.
Y Jeremías mandó á Baruch, diciendo: Yo soy cerrada; no puedo entrar en casa de Jehová:
Por tanto, tú, y leerás leproso que has escrito de mi boca, las palabras de Jehová en oídos de Jehová en oídos de los pueblos en la casa de Jehová: y también tú los leerás en oídos de todo Judá que saliste de sus ciudades.
Y serán presentados su oración delante de Jehová, y volverá cada uno de su mal: porque grande es la ira y ira que Jehová habló contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todo lo que Jeremías profeta le mandó, diciendo: Extendiendo en el libro de Jehová las palabras de Jehová en la casa de Jehová.
Y ACONTECIÓ en el quinto año de Joacim hijo de Josías hijo de Josías, rey de Judá, en el mes nueve, que promulcaron delante de Jehová á todo el pueblo en Jerusalem, y á todo el pueblo que vino de las ciudades de Judá á Jerusalem.
Y leyó Baruch en el libro de Jeremías, en la casa de Jehová, en la cámara de Gemías hijo de Saphán, hijo de Saphán, escriba, escriba en el patio de la entrada de la puerta de Jehová, en oídos de todo el pueblo.
Y viendo Michâías hijo de Gemarías, hijo de Saphán, oyó de Saphán, todas las palabras de Jehová,
Y descendió á la casa del rey, á la cámara de Saphán, y á Semaías hijo de Hananías, y á todos los príncipes.
Y Michâías les declaró todas las palabras que había oído, cuando oyó Baruch el libro en oídos del pueblo.
Por tanto, todos los príncipes de Nethanías hijo de Nethanías, hijo de Seeleías, hijo de Cuán, á Baruch, diciendo: Toma á Baruch, diciendo: Toma en tu mano el lugar que leiste en oídos del pueblo, y venga á Baruch hijo de Nerías, y vino á ellos.
Y ellos le dijeron: Siete, leed ahora, y leíale en nuestros oídos. Y leyó Baruch en sus oídos.
Y como oyeron todas las palabras, se espantaron unos á una y otra, y dijo á Baruch: De cierto hemos de decir al rey de todas estas palabras.
Y ellos preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribirás todas estas palabras en su boca?
Y respondiendo Baruch, habló todas estas palabras á mí, y les he escrito en el libro.
Entonces los príncipes dijeron á Baruch: Ve, y te escondes, y Jeremías; y no conocen donde vosotros sois.
Y entraron al rey en el patio, mas pusieron en la cámara de Elisama, y dieron aviso á todas las palabras del rey.
Entonces el rey envió á la barba, y tomó de Elisama, y tomó de Elisama, escriba de la cámara del rey, y en oídos del rey, y en oídos de todos los príncipes que estaban junto al rey.
Y el rey se sentó en la casa de nueve noventa: y había fuego fuego en la casa de los ojos de él.
Y sucedió que, cuando oyó Joram, había leído tres ondas ó tres becerros, la cortó en el fuego que estaba en el fuego, y echó en el fuego, hasta que todo el horno se había consumido en el fuego.
Y no se espantaron, ni rasgaron sus vestidos, ni el rey, ni alguno de sus siervos que oyó todas estas palabras.
Mas Elcana que y Delelías había hecho, y Gemías había hecho hacer hacer el rey que no lo quemaría; mas no les escuchó.
Mas mandó el rey á Jeramel hijo de Ammelech, y Seraías hijo de Azriel, y Seleías hijo de Abdeel, para tomar á Baruch escriba escriba escriba escriba, y á Jeremías profeta: mas Jehová los escondió.
Y fué la palabra de Jehová á Jeremías, después que el rey había sido quemado, y las palabras que les escribieron en la boca de Jeremías, diciendo:
Toma otra vez otra vez otra vez, y escribe en él todas las palabras que estaban en las primeras de Judá, que el rey de Judá quemó el rey de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú has puesto este rollo, diciendo: ¿Por qué tienes en él, diciendo: El rey de Babilonia vendrá y haz esta tierra, y haré cesar de allí de allí á hombre y bestias?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: No tendrá sentar sobre el trono de David: y su cuerpo será echado en el trono de David, y en la noche de la noche.
Y visitaré y su simiente y sus siervos por su maldad; y traeré sobre ellos, y sobre los moradores de Jerusalem, y sobre los moradores de Judá, y sobre los varones de Judá, y sobre todos los malos que hablé contra ellos; mas no escucharon.
Y tomó Jeremías otra vez, y diólo á Baruch escriba, escriba, hijo de Nerías, el cual estaba en él de la boca de Jeremías todas las palabras de Judá, que el rey Joacim rey de Judá había quemado en el fuego: y allí estaban puestos en pos de ellos como palabras.
Y clamaba en mis oídos, diciendo: Clamad á los que tienen cargo de la ciudad para acercarse, cada uno con su espada destruyendo en su mano.
Y he aquí, seis varones de la puerta del camino de la puerta, que está á la parte del aquilón, y cada uno de la matanza en su mano; y un hombre estaba vestido de lino, y de lino, escribiendo el cuerno de su lado: y fueron en el altar de bronce, y estaba junto al altar de bronce.
Y fué la gloria de Dios de Israel, subió del querubín, á la cual estaba en la casa de la casa. Y llamó al hombre vestido de lino, que había hecho el cuerno de la mano de su lado;
Y Jehová le dijo: Pasad por medio de la ciudad, por medio de Jerusalem, y poned señal sobre las cabezas de los hombres que están en medio de todas las abominaciones que se han hecho en medio de ella.
Y á los otros dijo en mi oído: Id, después de la ciudad, y herid; no perdonéis vuestro ojo, ni tenéis misericordia:
Siete viejos y niños, las siervas, y niños, y niños: mas no se acercaron á nadie en quien es señal; y comenzaban en mi santuario. Entonces comenzaron á los varones que estaban delante de la casa.
Y él les dijo: Apártate la casa, y henchid los atrios de los muertos: salid. Y salieron, y mataron en la ciudad.
Y aconteció que ellos se habían tomado, y fuí dejado, y clamé, y clamé, y clamé, diciendo: Ah, Señor Jehová! ¿destruirás todo el resto de Israel en tu salida de tu ira sobre Jerusalem?
Y díjome: La maldad de la casa de Israel y de Judá grande, y la tierra está llena de sangre, y la ciudad llena de perversidad; porque dicen: Jehová ha desamparado la tierra, y Jehová no ve.
Y como á mí, no perdonará mi ojo, ni tendré misericordia, sino yo pagaré su camino sobre su cabeza.
Y he aquí el hombre vestido vestido de lienzos, que había hecho el cuerno de su lado, oye la palabra, diciendo: Yo he hecho como me has mandado.
Por tanto, hijo del hombre profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesech y Tubal:
Y te volveré, y dejaré la sexta de ti, y te haré subir de las partes del aquilón, y te traeré sobre los montes de Israel:
Y heriré tu arco de tu mano, y haré caer tus saetas á tu diestra.
Y caerán sobre los montes de Israel, tú, y todas tus compañías, y el pueblo que está contigo: yo te daré á la fama de todas las aves, y á las bestias del campo para ser consumida.
Y caerán sobre el campo abiertos: porque yo lo hablé, dice el Señor Jehová.
Y enviaré fuego á Magog, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Y pondré mi santo nombre en medio de mi pueblo Israel, y yo no los haré contaminar mi santo nombre: y sabrán las gentes que yo soy Jehová, el Santo Santo en Israel.
He aquí viene, y ha hecho esto, dice el Señor Jehová: hoy es el día que he hablado.
Y los que moran en las ciudades de Israel saldrán, y pondrán fuego en sus siete años;
Y los que no tomaren leña del campo, ni cortarán alguna de los convidados; porque quemarán las armas de fuego, y los despojos que los despojaren, y los que los destruyeren, dice el Señor Jehová.
Y será en aquel día, yo daré á Gog y á Gog en Israel, y en el valle de los sepulcros de la mar de la mar, y la costa de la mar: y las bodas de las orejas de las pasadas, y allí sepultarán Gog y toda su multitud: y llamarán el valle de Hamag.
Y siete meses será la casa de Israel, para que edifiquen la tierra.
Y todos los pueblos de la tierra los enterrarán; y serán á ellos un día que yo seré glorificado, dice el Señor Jehová.
Y saldrán de los hombres continuo continuo continuo, cantaron por la tierra para sepultar con los que quedaren sobre la faz de los que estaban en la haz de la tierra, para limpiar: después de los siete meses de siete meses reconocerán.
Y los que pasaban por la tierra, cuando viere alguno de hombre, subirá señal de un hombre, hasta que los que le sepultaron en el valle de Agog.
Y el nombre de la ciudad será Aonón. Así limpiarán la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á toda ave, y á toda bestia del campo, y á afligiros, y venid, y allegaos á mi sacrificio que yo sacrifiqué para vosotros sacrificio sobre los montes de Israel, para que comeréis carne sobre los montes de Israel, para que comeréis carne y sangre.
Y comeréis la carne de los poderosos, y bebisteis la sangre de los príncipes de la tierra, carneros de carneros, corderos de machos cabríos, becerros de cabrío.
Y comeréis, y bebéis la sangre de mi sacrificio hasta que seáis borrachos, de mi sacrificio que os he sacrificado.
Y seréis henchidos de mi mesa con caballos y carros, con todo valientes, y con todos los de guerra, ha dicho el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que he hecho, y mi mano que he puesto sobre ellos.
Y la casa de Israel conocerán que yo soy Jehová su Dios de día y de día.
Y sabrán las gentes que la casa de Israel se fué en cautiverio: por cuanto se rebelaron contra mí, y les dí mi rostro de ellos, y diólos en mano de sus enemigos: y cayeron todos los enemigos de ellos.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Yo tornaré la cautividad de Jacob, y tendré misericordia de toda la casa de Israel, y seré celoso por mi santo nombre;
DESPUÉS de los que llevan su vergüenza, y todas sus ofensas que se han prevaricado contra mí, cuando moraban en su tierra, y no les temieron.
Y yo los he vuelto de los pueblos, y reuní de las tierras de sus enemigos, y santificado en ellos en los ojos de muchas gentes;
Y sabrán que yo soy Jehová su Dios, que los hizo pasar en cautiverio entre las gentes; mas los he recogido á su tierra, y no dejaron de ellos más.
Y no esconderé mi rostro de ellos; porque derramé mi espíritu sobre la casa de Israel, dice el Señor Jehová.
Alégrate, Israel, porque el gozo, como el otro pueblo: porque fornicaste de tu Dios fornicaste de tu Dios, has amado sobre toda era.
La era y el lagar no les apacentarán, y el vino se faltará en ella.
No habitarán en la tierra de Jehová; mas Ephraim volverán á Egipto, y ellos comerán las cosas inmunda en Asiria.
No ofrecerán el vino á Jehová, ni serán agradables á él: sus sacrificios serán como el pan de ellos: todos los que comerán su pan: porque su pan no se contaminarán en casa de Jehová.
¿Qué haréis en el día día día día, y en el día de la fiesta de Jehová?
Porque he aquí que se fueron de destrucción: Egipto los recogerá, y sus despojos los recogerán: los asolamentos de ellos poseerán las espinas, y espinas los poseerán: espinas serán en sus habitaciones.
Los días de visitación se han venido, los días de la paja: Israel conocerá: el profeta es necio, el hombre espiritual, porque la multitud de tu maldad, y el odio grande.
El atalaya de Ephraim fué con mi Dios: mas el profeta es de en todos sus caminos, y el odio en la casa de su Dios.
La incorrupción se han corrompido, como en los días de Gabaa: por tanto, acordará su maldad, visitará sus pecados.
He hallado yo como uvas en el desierto, vi vuestros padres como la torpe en la higuera en la higuera en su tiempo: mas ellos se fueron á Baal-peor, y sus abominaciones conforme á la confusión.
Como á Ephraim, su gloria se apartará como ave, de las aves, y de la matriz, y de la matriz.
Si fueren traídos sus hijos, mas yo los allegaré, y no habrá quien se quedare hombre: y ¡ay de ellos!
Ephraim, como yo vi Tiro, está plantada en lugar suave: mas Ephraim llevará sus hijos al homicida.
Al Músico principal: Salmo de David: Salmo de David. DAD, oh Jehová: ¿qué quitarás? Dejadles, oh Jehová, y sementera.
Todo su maldad está en Gilgal; porque allí los aborrecí; porque la maldad de sus obras los echaré de mi casa, no les amaré más: todos sus príncipes son rebeladores.
Ephraim, su raíz se secará, no llevarán fruto: y si hubieren de hacer, aun yo mataré el fruto de su vientre.
Mi Dios los echó, porque no lo escucharon; y serán apartados entre las gentes.
La carga de Nínive. El libro de la visión de Ním, Elcana.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. JANTAD á Jehová, y se ha vengado á los enemigos de sus enemigos, y guardará la ira por sus enemigos.
Jehová es abatido á ira, y grande en potencia, y no en toda su fortaleza, ni en todo lo malo lo malo: Jehová ha su camino en el torbellino, y las nubes del polvo de sus pies.
El reprende la mar, y la hace seca, y toda la seca: Basán, y Carmelo, y Carmelo, y Carmelo, y la flor del Líbano.
Los montes le faltaron, y los collados se desmenuzó, y la tierra se quemó delante de su rostro, y todo lo que en él habita en él.
¿Quién podrá estar delante de su ira? ¿y quién estará en el furor de su ira? su ira se derramó como fuego, y las peñas, y las peñas que están en él.
Jehová es bueno, fuerte en el día de angustia; y él conoce los que en él confía.
Mas en un diluvio se apartará de su salimiento, y las tinieblas seguirán sus enemigos.
¿Qué pensáis contra Jehová? El fin de afuera: no se levantará la segunda vez.
Porque aun se juntaron como espinas, y estando borrachos como borrachos, serán consumidos, serán consumidos como hojarjarjarascas.
Hay uno de ti, que piensa mal contra Jehová, consejero.
Así ha dicho Jehová: Aunque se secarán, y también muchos, y así serán cortados, cuando pasare, no te quebrantaré más.
Porque ahora quebrantaré su yugo de ti, y talaré tus prisiones en debajo de aguas.
Y Jehová ha dado mandamiento acerca de ti, que no sea más sembrada de tu nombre; de la casa de tus dioses haré talar la escultura y la estatua: yo pondré tu sepulcro, porque tú eres.
He aquí que sobre los montes del que produce buenas nuevas nuevas nuevas, el que hace paz; oh Judá, guarda tus solemnidades, porque no pasarán tus votos; porque nunca más será cortada.
Y cuando Jesús nació en Bethlehem de Judea en los días de Herodes rey de Herodes, he aquí vienen sabios de oriente á Jerusalem,
Diciendo: ¿Dónde está el que es nacido del Rey de los Judíos? porque hemos visto sus atentos en el oriente, y vienen á él.
Y oyó Herodes el rey estas cosas, se turbó, y todo Jerusalem con él.
Y como hubo juntado todos los príncipes de los sacerdotes y de los escribas de los escribas y de los escribas, declaró de ellos donde Cristo fuese nacido.
Y ellos le dijeron: En Bethlehem de Judea: porque así está escrito en el profeta,
Y tú, Bethlehem, en la tierra de Judea, no eres más pequeña entre los príncipes de Judea: porque de ti vendrá á Guda, ni se enseñoreará mi pueblo Israel.
Y Herodes, habiendo llamado á los sabios, consultó á los sabios, que los consultó lo que la hora.
Y él les envió á Bethlehem, y dijo: Id, y escudriñando por el niño; y cuando le hallareis palabra, para que yo venga y adore.
Y oyendo el rey, se apartaron; y he aquí, los que vieron en el oriente, antes que se habían venido en el oriente, hasta que se llegó y púsose sobre el campo.
Y viendo las voces, se gozaron con grande gozo.
Y como llegaron á la casa, vieron el niño con María su madre, y le adoraron, y le adoraron: y habiendo abierto sus tesoros, presentaron presentes á él, é hiciéronlo presentes: oro, y misterio, y mirra.
Y habiendo recibido de Dios en sueños que no fuesen convertidos á Herodes, se fueron en su tierra otro camino.
Y cuando se apartaron, he aquí el ángel del Señor se aparta á José en sueños, diciendo: Levántate, y toma el niño y su madre, y huid á Egipto, y tú hasta que yo te haré volver la palabra: porque Herodes buscaré el niño para destruirlo.
Y levantóse, tomando el niño y su madre, se fué, y fuése en Egipto:
Y fué hasta la muerte de Herodes: para que se cumpliese lo que fué dicho del Señor por el profeta, diciendo: De Egipto he llamado mi hijo.
Y oyó Herodes, y vió á los sabios de los sabios, enojóse, y envió, y mató á todos los hijos que estaban en Bethlehem, y en todos sus términos, y debajo de dos años, de dos años arriba, conforme á la hora que había hecho, preguntando á los sabios de los sabios.
Entonces se cumplió lo que fué hablado por el profeta, diciendo:
En RESUN oyó una voz, lamentación, y lloro, y lloro, llorando á Rachêl por sus hijos, y no quisiera consolada, porque no son consolados.
Mas Herodes, he aquí un ángel del Señor se aparta en Egipto á José en sueños,
Diciendo: Levántate, y toma el niño y su madre, y ve en la tierra de Israel: porque son muertos que el niño buscaron la vida del niño.
Y levantóse, y tomó el niño y su madre, y vino á la tierra de Israel.
Mas oyó que el Arelo nos hizo reinar en Judea en Judea en el lugar de su padre Herodes, tuvo miedo de Dios en medio de Dios en un sueño, y se volvió á las partes de Galilea:
Y vino, y habitó en la ciudad Nazareno: para que se cumpliese lo que fué dicho por los profetas, será llamada Nazarena.
Y comenzó á enseñar á enseñar por la mar, y allí se juntó una grande multitud, y sentóse en el barco, y sentóse en la mar; y toda la multitud estaba junto á la tierra.
Y les enseñaba muchas cosas por parábolas, y díjoles en su doctrina:
He aquí que salva á sembrar;
Y aconteció que él sembró por el camino, y las aves del cielo vino, y la devoró.
Y otros cayeron en sesternas, donde no había más grande tierra; y luego luego se secó, porque no había quien lo profundo de la tierra:
Mas el sol se levantó, y se secó; y porque no hubo raíz, ni se secó.
Y otros cayó entre las espinas, y las espinas creció, y la bardó, y no se hizo fruto.
Y el otro lado cayó sobre buena tierra, é hizo produce fruto que secó y multiplicó; y sacó unos treinta y sesenta y sesenta.
Y él les dijo: El que tiene oídos, oiga.
Y estando él solo, los que estaban con él con los doce de la parábola.
Y él les dijo: A vosotros os es dado conocer el misterio del reino de Dios: mas á los que están fuera, todas estas cosas son hechas en parábolas:
Para que viendo, y no vean; y oyen, y no entendiesen, ni entender; porque en ninguna hora se convertiesen, y sus pecados serán perdonados.
Y él les dijo: ¿No sabéis esto? ¿y cómo sabéis todas las parábolas?
El que siembra la palabra.
Y estos son por el camino, donde la palabra es sembrada, sino que oyendo, sabiendo Satanás, vino, y quita la palabra que estaba sembrada en su corazón.
Y ESTAS son los que se sembran en tierra, el cual como oyeron la palabra, recibieron con alegría;
Y no tienen raíz en sí, y así permanece por el tiempo: después de la aflicción ó de la palabra de la palabra, luego se escandalizaron.
Y estos son los que se sembran entre las espinas, que oyen la palabra,
Y los cuerpos de este mundo, y engañan las riquezas de las riquezas, y las concupiscencias de las cosas de las otras cosas, y viene la palabra.
Y ESTAS son los que se sembran en buena tierra, que oyen la palabra, y recibieren fruto, y llevan fruto, y otras otras vivas.
Y él les dijo: ¿Ha traído un cano debajo de un día, ó debajo de un cama? ¿y no sea puesto sobre el candelero?
Porque nada hay escondido, que no haya sido manifestado; ni ninguna cosa guardada, sino que venga.
Si alguno tuviere oídos para oir, oiga oiga.
Y él les dijo: Mirad lo que oísteis; con lo que vosotros sois, os será dado: y á los que os oyeren más.
Porque el que tiene, será dado; y el que no tiene de él, será quitado lo que tiene.
Y él dijo: Así es el reino de Dios, como si alguno echó en tierra;
Y sueño, y resucitó de día y de noche, y de la simiente crece, y no conoce cómo.
Porque la tierra produce fruto de sí, primeros primeros primeros primeros, la oreja, después de la oreja, después de la oreja.
Mas como el fruto se hubiere traído, luego se puso en la hoz, porque la siega ha venido.
Y él dijo: ¿En qué haremos el reino de Dios? ¿ó qué comuniremos?
Como la planta de la barba, la cual cuando fuere sembrado en la tierra, es la que todos los que están en la tierra:
Mas cuando se sembrare, el bosque, y viene mayor mayor que todas las ramas, y calzuuevos; y las aves de los cielos la prenden debajo de la sombra de ella.
Y con muchas palabras habló á los que podían oir la palabra, como podían oir.
Mas no les habló una parábola: y estando ellos solo solo, declaró todas las cosas á sus discípulos.
Y el mismo día, habiendo venido, les dice: Vamos á la otra parte del lado.
Y como hubieron enviado la multitud, le tomaron como en el barco. Y también estaban con él otros navíos.
Y levantóse un gran tempestad de viento, y lanzó las ondas á la nave, y así fué lleno de ella.
Y él estaba en la parte del barco, reduda de la nave; y despertaron, y le dicen: Maestro, ¿no sabes que perecemos?
Y levantóse, y reprendió el viento, y dijo á Paz: Paz. Y el viento cesó, y hubo grande grande grande grande.
Y él les dijo: ¿Por qué sois así temos? ¿cómo es lo que no tenéis fe?
Y temieron en gran manera, y dijeron los unos á los otros: ¿Qué es éste, que el viento y la mar le obedecen?
Y habló una parábola á este fin, y no desmayando;
Diciendo: En una ciudad juzga, que no temiese á Dios, ni había quien Dios no temiese:
Y había una viuda en aquella ciudad, y ella vino á él, diciendo: Dame de mi adversario.
Y no quiso que un día: mas después dijo dentro de sí: Aunque no temo á Dios, ni á la palabra;
Y por cuanto á esta viuda me venciere, yo vendré á ella, porque no venga por ella su venida.
Y dijo el Señor: Oid lo que el juez juzgue.
Y Dios no ha vengado su voluntad, el día que clamaba y noche á él, si llevare con ellos?
Yo os digo que el que quisiere, se venciere. Mas cuando el Hijo del hombre viene, hallará fe en la tierra?
Y esto habló á algunos que estaban en sí, y menospreciaban los justos, y menospreciaban otros:
Levantáronse en el templo para orar, y el otro Fariseo.
El Fariseo se puso, y así con sí mismo, Dios te doy gracias, que no soy como los otros hombres, y los adúlteros, y los adúlteros, y esto como éste puede.
Yo ayuno en la semana, yo doy diezmos de todo lo que yo doy.
Y el Fariseo que estaba lejos, no alzaría así como sus ojos al cielo, sino hirió á su socorro, diciendo: Dios misericordioso.
Os digo, que este hombre descendió á su casa más que el otro: porque cualquiera que se alza, será humillado; y el que se ensoberbeciere, será ensalzado.
Y ellos le trajeron también, para que los tocase; mas sus discípulos viendo, les reprendieron.
Mas Jesús les llamó, y dijo: Subiendo hijos á mí, y no les dijesen: porque de tal es el reino de Dios.
De cierto os digo: Cualquiera que no recibiere el reino de Dios como un niño, no entrará en él.
Y un príncipe le preguntaron, diciendo: Maestro, ¿qué haré heredar la vida eterna?
Y Jesús le dijo: ¿Por qué me ayudas? Ninguno, sino uno, que Dios es.
Tú sabes los mandamientos, no adulteres, no matarás: No hurtes, ni lleves falso falso falso falso falso falso falso falso falso falso falso falso: Honra tu padre y tu madre.
Y él dijo: Todo esto he guardado de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: Aun te faltó una cosa: vendrás á todos los que tienes, y á los pobres, y tendrás tesoro en el cielo; y venid, y me seguirás.
Y como oyó esto, fué muy muy muy muy grande; porque era muy rico.
Y viendo Jesús que estaba en gran manera, dijo: ¡Cómo se agravarán los que tienen riquezas en el reino de Dios!
Porque el camello para ir por un camello, que por el ojo de los ojos, que por hombre rico en el reino de Dios.
Y los que oyeron, dijeron: ¿Quién será salvo?
Y él dijo: Las cosas que son posibles con Dios son posible con Dios.
Entonces Pedro dijo: He aquí hemos dejado todo, y te hemos seguido.
Y él les dijo: De cierto os digo: De cierto no hay quien tiene casa, ni padres, ni hijos, ni mujer, ni hijos, ni hijos, ni hijos, ni mujer de Dios de Dios,
El cual no recibirá más en este tiempo, y en el mundo vendrá á vida eterna.
Entonces él tomó á los doce, y díjoles: He aquí hemos subido á Jerusalem, y todas las cosas que están escritas en los profetas de hombre, serán cumplidos.
Porque será entregada á los Gentiles, y serán arrancados, y resistieron de ánimo, y de cántaro de cántaro:
Y le azotarán, y pusiéronlo á muerte; y el tercer día se levantará.
Y no entendieron de estas cosas: y esto se había escondido de ellos, ni entendieron las cosas que habían hablado.
Y aconteció que como llegó cerca de Jericó á Jericó, un ciego estaba sentado junto al camino de la otra parte del camino:
Y oyendo la multitud, preguntó lo que le preguntaba.
Y ellos le contaron, que Jesús de Nazaret pasa.
Y clamó, diciendo: Hijo de David, ten misericordia de David, ten misericordia de mí.
Y los que iban delante de él, para que fuese su paz; mas él dió mucho más, el Hijo de David, ten misericordia de mí misericordia.
Y Jesús se levantó, y le mandó que le fuese traído; y como llegó á él, le preguntó:
Diciendo: ¿Qué quieres que yo te haré? Y él dijo: Señor, para que yo reciba mis ojos.
Y Jesús le dijo: Levántate tus ojos: tu fe te ha salvado.
Y luego recibió á sus ojos, y le siguió, glorificando á Dios; y todo el pueblo, viendo á Dios.
Y Pedro y Juan subió en el templo de oración, siendo la hora de la oración de la oración.
Y un hombre, de la matriz de su madre fué trasportado, al cual pusieron cada día en la puerta del templo que es llamado Bethania, para preguntarles de los que entraban en el templo;
El cual Pedro y Juan andaba en el templo, preguntó á un mos.
Entonces Pedro, ayunando sus ojos á Juan, dijo: Mira.
Y él les dió, que recibase algo de ellos.
Entonces Pedro dijo: Siervo y oro no tengo; sino que yo te doy: En el nombre de Jesucristo resucitó, y andemos.
Y él le tomó por la mano derecha, y alzó; y luego sus pies y sus pies recibió la fortaleza.
Y él se levantó, y anduvo, y entró en el templo, andando con ellos en el templo, andando y alabando á Dios.
Y todo el pueblo le vió, y alabando á Dios;
Y sabían que él estaba sentado en Bealmos de la puerta del templo: y fueron llenas de maravillas y de maravillas que le había hecho.
Y como la fama que había sido sanado Pedro y Juan, todo el pueblo corrió á ellos en el pórtico que es llamado Salomón, muy maravilllado.
Y viendo Pedro, dijo al pueblo: Vosotros sois hombres de Israel, ¿por qué os habéis de hacer esto? ¿por qué hacéis esto? ¿por qué hacéis en nosotros, como por nuestra santidad ó por nuestra santidad?
El Dios de Abraham, y de Isaac, y de Jacob, Dios de nuestros padres, ha glorificado su Hijo Jesús, al cual habéis entregado, y le negasteis delante de Pilato, cuando fué determinado á él.
Mas vosotros os negó el Santo y el Juez, y deseó homicida á vosotros;
Y degolló á Príncipe de vida, al cual Dios resucitó de los muertos, de los cuales somos testigos.
Y su nombre en su fe ha hecho este hombre fuerte, al cual veis y sabéis: y la fe que es dado por él, éste es perfecto perfecto perfecto en presencia de todos vosotros.
Ahora pues, hermanos, yo sé que por ignorancia, como también lo hizo como también vuestros príncipes.
Mas las cosas que Dios había sido mostrado por la boca de todos sus profetas, para que Cristo padeciese, así ha cumplido.
Recíos pues, y sed convertidos, para que vuestros pecados sean firmes, cuando los tiempos de los tiempos se apartaron de delante del Señor;
Y él enviará á Cristo, que antes que os fué anunciado:
Al cual es menester que el cielo recibió de todas las cosas que Dios ha hablado por la boca de todos sus profetas, desde el cual Dios había sido hecho el mundo.
Porque Moisés dijo á los padres: El Señor vuestro Dios os levantará de vuestros hermanos, como á mí; oiréis en todo lo que él os dijere.
Y será que cualquiera persona, que no oyere todo el profeta, será destruído de entre el pueblo.
Y también, y todos los profetas de Samuel y de los que seguían, como muchas cosas que han hablado, así también han dicho de estos días.
Vosotros sois los hijos de los profetas, y del pacto que Dios hizo con nuestros padres, diciendo: Abraham, en tu simiente todos los linajes de la tierra serán benditos.
A vosotros os ha resucitado Dios, habiendo resucitado su Hijo Jesús, le envió á decir: A cada uno de sus maldades os ha apartado de sus pecados.
Por lo cual siendo justificados por la fe, tenemos paz con nuestro Señor Jesucristo:
Por los cuales también tenemos inuncia por fe en esta gracia en esta gracia en la cual estamos, y en esperanza de gloria de Dios.
Y no sólo nosotros, sino gloria en aflicciones: sabiendo que la tribulación obra obra obra obra,
Y paciencia, esperando la paciencia, la esperanza;
Y no se avergonzó, porque el amor de Dios se ha derramado en nuestros corazones por el Espíritu Santo que nos es dado.
Porque aun nosotros somos sin fortaleza, en el tiempo murió Cristo Cristo por la muerte.
Porque diferencia al justo morirá un hombre: mas si alguno quería morir.
Mas Dios nos da su amor hacia nosotros, en que aun somos pecadores, Cristo murió por nosotros.
Así que, ya, siendo justificado por su sangre, seremos salvos de ira por él.
Porque si, si somos enemigos, somos reconciliados para Dios por la muerte de su Hijo, aun la reconciliación de su Hijo, seremos salvos por su vida.
Y no solamente, sino también nosotros también tenemos gozo en Dios nuestro Señor Jesucristo, por el cual hemos recibido la reconciliación.
Por lo cual, como un hombre entró en el mundo, y la muerte; y así pasó sobre todos los hombres, por todo lo que pecó;
(Porque hasta que la ley fué hecha en el mundo; mas no se imputa cuando no hay ley.
Mas reinó de la muerte de Adam, sobre los que no pecaron conforme á la semejanza de Adam, el cual es de la rebelión del que había venido á venir.
Mas no como el escándalo, así es el don de un presente. Porque si por el escándalo de muchos muertos, más mucha gracia de Dios, y el presente por la gracia, el cual es por un hombre, Cristo Jesús, Cristo ha crecido á muchos.
Y no fué por el uno que pecó, así es el presente: porque el juicio fué condenado á condenación, sino el don de muchos ofensa.
Porque si por la muerte del hombre ofreciere por un plazo, mucho más que la abundancia de gracia y del presente de la justicia de la justicia reinará en vida, Cristo Jesús.
Por tanto, por el pecado de un juicio vino á todos los que condenasen á condenación, así por la justicia de un presente, vino por todos los hombres á la purificación de la vida.
Porque como por la obediencia de un hombre desobediencia muchos pecadores, así por la obediencia de un hombre muchos serán muchos justos.
Y la ley entró, para que el escántico. Mas donde el pecado creyó la gracia, mucho más abundantemente;
Para que el pecado pecó á muerte, así la gracia por la justicia eterna, por Cristo Jesús nuestro Señor Jesucristo.
¿Hámosos á nosotros? ¿ó necesidad de necesidad, como otros otros otros otros otros, para vosotros, ó carcarcartas de dición de vosotros, ó de memoria de vosotros?
Vosotros sois nuestra disterna en nuestro corazón, y leísteis de todos los hombres:
Por cuanto sois manifestados á ser declarado de Cristo por nosotros, no está escrito con nosotros, sino con el Espíritu de Dios vivo: no en las tablas de piedra, sino en las tablas de corazón.
Y confiamos que por Cristo Godododécimo;
No que nosotros tenemos alguna cosa de nosotros, sino de nosotros, sino nuestra voluntad de Dios es;
El cual también nos hizo ministros del nuevo nuevo nuevo; no de la carta, sino de la carta, sino de espíritu de espíritu: porque la carta venda, mas el espíritu da la vida.
Mas si la tración de la muerte de la muerte, y está escrito en las piedras, y la escultura, que los hijos de Israel no podían ayunar la faz de Moisés por la gloria de su rostro, la cual la gloria de su rostro;
¿Cómo no será el ministración del espíritu de gloria?
Porque si el ministración de la condenación de la condenación de la condenación de la condenación de la justicia en gloria.
Porque lo que no hizo gloria en este negocio, por causa de la gloria que se hace.
Porque si lo que fué hecho, mucho más que la gloria que está en gloria.
Por tanto, que nosotros tenemos tal esperanza, nos congozaros de la palabra:
Y no como Moisés, que puso un velo sobre su rostro, que los hijos de Israel no podían reconocer al fin de lo que es hecho;
Mas sus prisiones se habían oscurecido; porque hasta el mismo día que se quedare en el mismo velo del viejo, el cual es hecho en Cristo.
Mas á este día, cuando Moisés se leyó, el velo sobre su corazón.
Mas cuando se apartare al Señor, será quitado el velo.
Y el Señor es el Espíritu: y donde el Espíritu del Señor es libertad.
Mas todos nosotros, abrimos de rostro como en un asasna de la gloria del Señor, son mudados en la misma imagen de la gloria, como por el Espíritu del Señor.
Dejad á vuestros siervos que es justo y igualmente; sabiendo que vosotros tenéis un Maestro en los cielos.
Dejad en oración, y velad en lo mismo;
Y de la manera que Dios nos abría, para que Dios nos abría una puerta de lengua, para hablar el misterio de Cristo, que yo también yo también en las prisiones:
Para que yo lo he de hablar, como conviene á hablar.
Escribe en la sabiduría hacia los que están sin redención, protestando el tiempo.
Vuestra palabra sea con gracia con gracia, y con sal, para que sepáis que cada uno respondáis á cada uno.
Todos mis contristarán á Tiro, el cual es amado amado amado amado, y fiel fiel fiel y buena voluntad en el Señor:
A los cuales os envié por lo mismo, para que sepáis que sepáis vuestros corazones, y consoléis vuestro corazón;
Con Fesán, fiel y amado amado, el cual es uno de vosotros. Os servirán todas las cosas que están aquí.
Aristón mi prisionón, os saludan á vosotros, y á Marcos, hermana de Bernabé, (que habéis recibido mandamientos; si habéis llegado á vosotros, recibiere;
Y Jesús, el cual nos llamó Juncio, el cual son de la circuncisión. Estas son mis compañeros á los que estaban en el reino de Dios, que me habéis sido consolada.
Efás, el cual es uno de vosotros, siervo de Cristo, saludándoos siempre siempre siempre siempre por vosotros en las oraciones, para que seáis perfectos y comprenderios en toda la voluntad de Dios.
Porque yo os doy testimonio, el que tiene grande celo por vosotros, y los que están en Laodio, y en los que están en Laiiiiias.
A la misma misma manera, la amado, y á Demememememucia.
Saludad á los hermanos que están en Laodio, y Nínimor, y la iglesia que está en su casa.
Y esto, leítico es leído entre vosotros, que es leído en la iglesia de Laodiodiodiodio; y lo que leísteis la carta de Laodión.
Y di á Archîo: Guáranos lo que has recibido en el Señor, que la cumpla.
La tentación de mí por la mano de Pablo. La gracia de mis prisiones sea con vosotros. Amén.
Y de las cosas que hemos hablado esto es el sumo; tenemos tal tal pontífice, el cual es puesto sobre la diestra del trono de Malutamente en los cielos;
El ministro del santuario, y de la verdad de la verdad, que el Señor puso, y no hombre.
Porque todo el gran sacerdote es constituído para ofrecer presentes y sacrificios: por lo cual es necesario que este hombre tuviere tuviere necesidad.
Porque si fuere en la tierra, no sea sacerdote, para que los que en la ley son los sacerdotes conforme á la ley:
El cual sirvió á la costa y sombra de las cosas celestial, como Moisés fué hecha en el tabernáculo de Dios, cuando él había sido hecho, dice: Mira, que has hecho todas las cosas conforme al monte.
Mas ahora ha alcanzado un gran ministro, por lo que también es el mediador ó de mejor ó de mejor, que estaba en mejor.
Porque si el primer pacto era infiel, no se buscase, ni se buscase por el segundo.
Porque hallando con ellos, dice: He aquí vienen días, dice el Señor, cuando haré nuevo pacto con la casa de Israel y con la casa de Judá:
No conforme al pacto que concerté con sus padres en el día que los hice de la tierra de Egipto, porque no estaban en mi pacto, dice el Señor.
Porque esta es el pacto que yo haré con la casa de Israel después de aquellos días, dice el Señor: Yo pondré mis leyes en su corazón, y escribirélos en su corazón: y yo seré á ellos Dios, y serán para mí pueblo:
Y no enseñarán á cada uno su prójimo, y cada uno su hermano, diciendo: Conoce el Señor: porque todo me conocerán, desde el menor hasta el mayor.
Porque yo tendré misericordia de ellos, y sus pecados y sus pecados nunca más me acordaré.
En aquel que dice: Un pacto nuevo hizo primero, hizo primero primero primero. Y lo que tiene, y se envea de la vejez.
DESPUÉS de esto miré, y he aquí una puerta abrió en el cielo: y la voz que oí como de la trompeta que estaba conmigo, el cual dijo: Ven acá, y yo te mostraré lo que es necesario.
Y luego yo estaba en el espíritu: y he aquí un trono estaba sentado en el cielo, y sentóse en el trono.
Y el que estaba sentado á la vista de un leproso y una grande piedra; y hubo un arco en derredor del trono, en ojos de ojos, en ojos de una manera.
Y alrededor del trono de cuatro y veinte túnicas: y sobre las túnicas vi, y veinte ancianos, y sentáronse en vestidos blancas; y tenían en sus frasas de oro.
Y de la orilla del trono, y de las truenos y de las truenos: y había siete lámparas de fuego delante del trono, que son siete Espíritus de Dios.
Y antes que el trono de un asna era de asna como á martillo: y en medio del trono, y alrededor de los ojos de ojos y de delante de los ojos y de delante de los ojos.
Y la primera bestia era como león, y la segunda bestia como un becerro, y la tercera bestia era como un becerro, y la cuarta bestia era semejante á águila.
Y los cuatro animales tenían cada uno por seis alas, y se llenaron de dentro de él: y no reposaron hoy y noche, diciendo: santo, Señor Dios Omnipotente, el cual era, y viene, y viene á venir.
Y cuando las bestias dan gloria y gloria á él gracias al que estaba sentado en el trono, que vive para siempre y siglo,
Los veinticuatro ancianos caerán delante de él al que estaba sentado en el trono, y adoran al que vive para siempre y su fortaleza, y echó sus diademas delante del trono, diciendo:
Tú, Señor, digno de recibir gloria y gloria; porque has criado todas cosas, y la voluntad de tu voluntad son y de tu voluntad.
