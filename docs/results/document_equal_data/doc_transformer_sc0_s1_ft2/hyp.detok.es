EN el principio crió Dios el cielo y la tierra.
Y la tierra sin causa de fuera, y las tinieblas se oscureció sobre la haz del abismo. Y el Espíritu de Dios se movió sobre la haz de las aguas.
Y dijo Dios: Sea allí una luz: y estaba allí.
Y vió Dios la luz, que era buena; y repartió Dios la luz de las tinieblas.
Y llamando Dios á la luz, y las tinieblas se llama á Nachâ. Y la tarde y la mañana fué la tarde.
Y dijo Dios: Sea allí en medio de las aguas, y en medio de las aguas, y la repartiere las aguas de las aguas.
Y Dios hizo la luminación, y repartieron las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas que estaban sobre la antera; y así fué así.
Y llamando á Dios el día de la tarde y de la mañana, y la mañana estaba el día y la mañana.
Y dijo Dios: Van las aguas debajo del cielo, y seca la tierra seca: y así se manifestó la tierra.
Y llamando Dios á la tierra Efaroth; y la vendimia de las aguas llamando: y vió Dios que era buena.
Y dijo Dios: Sea la tierra la traerá la hierba, y el fruto de su especie, y el fruto de su especie, y el fruto en la tierra: y así fué así así.
Y la tierra sacó la hierba, y la extraña que su especie, y el fruto de su especie, cuyo simiente estaba en su especie: y vió su Dios que era buena.
Y la tarde y la mañana estaba el tercer día.
Y dijo Dios: Sea allí en el día de la noche para partir el día de la noche para partir el día de la noche, y por las señales, y por los tiempos, y por los días:
Y sean por luminados en el luto de los cielos á la luz: y así fué así.
Y Dios hizo dos espías; mayor que se enseñoreará la luz, y la luz hasta la noche: hizo también también las estrellas.
Y puso Dios en la luminación del cielo para dar la luz sobre la tierra,
Y se enseñoreó sobre el día y sobre la noche, y para partir la luz de las tinieblas: y vió Dios que era buena.
Y la tarde y la mañana era del día.
Y dijo Dios: Deje las aguas que traen las criatatataturas de la tierra, y aulgen sobre la tierra de los cielos.
Y crió Dios muchas veces, y todo viviente que las criatatataturas, según su especie, según su especie, y todo lo que su especie.
Y bendijo Dios á ellos, diciendo: Hud, y henchid las aguas, y henchid las aguas en la tierra.
Y la tarde y la mañana era el quinto.
Y dijo Dios: Sea la tierra que trae la criatura según su especie, y bestias, y bestias de la tierra según su especie: y así fué así.
Y Dios hizo la bestia de la tierra según su especie, y todo lo que tenía sobre la tierra según su especie: y vió Dios que era buena.
Y dijo Dios: Danos hombre en nuestra imagen, conforme á nuestra imagen: y se enseñoreen el pez de la mar, y sobre la tierra, y sobre toda la tierra, y sobre toda la tierra, y sobre toda la tierra.
Así que Dios crió en su imagen, en la imagen de Dios le crió: macho y hembra los crió.
Y bendijo Dios á ellos, y díjoles: Hutaos, y multiplica, y multiplica la tierra, y la guardó: y se enseñoreó sobre el pez de la mar, y sobre la tierra, y sobre toda la tierra.
Y dijo Dios: He aquí os he dado toda la simiente que está sobre la haz de toda la tierra, que está sobre el fruto de la tierra, y en el fruto de la cual os será para comer.
Y á todas las bestias de la tierra, y á todas las aves de los cielos, y á todo lo que está sobre la tierra, en la cual he dado vida, y la fué dada.
Y vió Dios todo lo que había hecho, y he aquí que era muy buena. Y la tarde y la mañana estaba el sexto día y la mañana.
Y oyó las palabras de Labán, diciendo: Jacob ha tomado todo lo que nuestro padre era de nuestro padre; y de la cual era de nuestro padre.
Y vió Jacob el rostro de Labán á Labán, y no lo he aquí como antes de él.
Y Jehová dijo á Jacob: Vuelve á la tierra de tus padres, y á tu parentela; y seré contigo.
Y envió Jacob y llamó á Lea y á Lea en el campo á su tierra,
Y díjoles: Vi de vuestro padre, que no está á mí como antes de mí; mas Dios de mi padre me ha sido conmigo.
Y sabéis que con toda mi potencia he servido á vuestro padre.
Y vuestro padre me ha engañado, y me mudó diez veces; mas Dios no le dejó mal.
Si dijo así: El calentará será tu salario; y si él dijo: El ganado. Y si dijo: El que dijo: El que dijo: El paja será tu caluelo; y si ha dicho.
Así ha quitado Dios el ganado de vuestro padre, y les les dió.
Y aconteció en el tiempo que concibió mi ganado, y he aquí que vi mis ojos, y vió en sueño, y he aquí, y he aquí que el sueño sobre el ganado, y he aquí que había recostado.
Y el ángel de Dios me habló en un sueño, diciendo: Heme aquí. Y dije: Heme aquí.
Y él dijo: Dejad ahora tus ojos, y mirad, y vean todos los carneros que pasan sobre los ganados, y debebe: porque he visto todo lo que te he visto á Labán.
Yo soy el Dios de Beth-el, donde estaste la columna, y donde me has fornicado: levántate ahora, y te volverás de esta tierra, y vuélvete á la tierra de tu parentela.
Y RESPONDIÓ Rachêl y Lea le dijo: ¿Es aún aún allí en la casa de nuestro padre ó por la casa de nuestro padre?
¿No nos ha vendido de extranjeros? porque él nos ha vendido, y también ha vencido nuestro dinero.
Porque todas las riquezas que Dios ha tomado de nuestro padre, que es vuestro Dios, y los hijos de nuestros hijos: así lo que Dios te ha dicho.
Entonces Jacob se levantó, y puso sus hijos y sus mujeres sobre sus camellos;
Y llevando á todo su ganado, y á toda su hacienda que había engendrado en Padam, que tenía en Padadadan-aram, para ir á Isaac su padre en la tierra de Canaán.
Y fuése Labán á Labán sus ovejas: y Rachêl tuvo por las estatuas de su padre.
Y Jacob le hurtó á Labán á Labán á Labán á Labán, en que no le contó.
Y huyó con todo lo que tenía; y levantóse, y pasó sobre el río, y puso su rostro hacia el monte de Galaad.
Y fué aviso á Labán en el tercer día que Jacob había huído á Jacob.
Y tomó á sus hermanos con él, y le siguió tras él siete días; y prendieron en el monte de Galaad.
Y vino Dios á Labán á Labán en un sueño de noche, y díjole: Guárárdate que no hablares á Jacob, ó á nadie lo bueno.
Y compró Labán á Jacob en el monte de Jacob: y Labán asentó en el monte de Galaad en el monte de Galaad.
Y dijo Labán á Jacob: ¿Qué has hecho, para que has sido desechado á mí los cautivos á mí, y llevándome á cuchillo?
¿Por lo cual huiste, y quita de mí; y no me has enviado, para que yo te he enviado con azote, y con azotes, y con azotes, y con arpa, y con arpa?
Y no me dejaste á mi hijos y á mis hijas, y ahora has hecho locura en así.
Es en la fortaleza de mi mano para hacer mal: mas el Dios de vuestro padre me habló, diciendo: Toma la noche, diciendo: Guardad que no hablares á Jacob.
Ahora pues, si tú estares en gran manera, ¿por qué te has subido á causa de la casa de tu padre?
Y RESPONDIÓ Jacob, y dijo á Labán: Por cuanto he temido por tus hijas de mí.
Con todo lo que acabaste á tus dioses, no vivirá; antes de nuestros hermanos, lo que es conmigo, y toma á ti. Porque no lo supiese á Jacob.
Y salió Labán á la tienda de Jacob, y entró en la tienda de Lea, y en la tienda de dos siervas: y no los halló de la tienda de la tienda de Lea, y entró en la tienda de Lea.
Entonces Rachêl había tomado las estatuas, y pusiéronlos en el lagar de los vasos, y sentáronse sobre ellos. Y Labán, y no los halló.
Y ella dijo á su padre: No la desagradará mi señor que no se levantaré delante de mí; porque no se desnudó, sino no halles las estatuas.
Y enojóse Jacob, y dijo con Labán: ¿Qué es Jacob, y dijo á Labán: ¿Qué es mi pecado? ¿qué es mi pecado?
¿Por qué te has desechado todos mis pasos, ¿qué has hallado de hacer todo tu casa? ¿ponedlo aquí delante de mis hermanos y de tus hermanos, para que juzgan entre nosotros entre nosotros.
De veinte y tus años he sido contigo: no he sido echado tus cabritos y tus machos, y los carneros de tus ovejas no he comido.
Que era de las bestias de las bestias de las cuales no te he traído; de mi mano, ó de mi mano, ó de la noche, ó de la noche.
Así que, yo me he sido consumido el día de noche, y de noche se oscureció mi sueño; y mi sueño se fué de mis ojos.
Y he sido veinte y seis años en tu casa: yo te sirve á tus dos hijas, y seis años por tus dos años: y tú has mudado mi ganado diez veces.
Extiende el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, de cierto me has enviado vacío, de cierto me ha visto vacío.
Y RESPONDIÓ Labán, y dijo á Jacob: Estas son mis hijas, y estos son mis niños, y todas las bestias que tú es mi ganado: y ¿qué haré esto á mis hijas?
Ahora pues, tú, pues, venga un pacto, y tú; y sea para ti por testigo entre mí y ti.
Y tomó Jacob una piedra, y púsola sobre una columna.
Y dijo Jacob á sus hermanos: Juntad piedras, y piedras, é hiciéronlo en montón; y comieron sobre el montón.
Y dió Labán Labán á Jus-hita: y llamó Jacob á Galegre.
Y dijo Labán: Esta es testigo entre mí y ti. Por tanto el nombre de ella fué llamado Galegre;
Y Mizpa, porque dijo: Jehová entre mí y ti.
Si afligirás á mis hijas, y si tomares las mujeres de mis hijas, no hay testigo con nosotros; así que Dios es testigo entre nosotros y ti.
Y dijo Labán á Jacob: He aquí, y he aquí que yo he echado dos veces entre mí y ti;
Esta es testigo de esto, y esta columna sea testigo testigo testigo para que no pasaré sobre ti, y no pasarás de mí este montón y de esta columna.
El Dios de Abraham, y el Dios de Nachôr, Dios de su padre, juzgo en medio de nosotros. Y juró Jacob por el temor de su padre.
Entonces Jacob ofreció á Jacob en el monte, y llamó sus hermanos á comer pan: y comían pan en el monte.
Y de mañana se levantó á Labán, y besó á sus hijos y á sus hijas, y les bendijo: y fuése Labán, y fuése á su lugar.
Y Jehová dijo á Moisés: Aun haré subir sobre Faraón, y después de Egipto os heriré. Y después de aquí os heriré: después de aquí, él os herirá de aquí.
Habla ahora á oídos del pueblo, y á cada uno de su prójimo, y á cada mujer de su prójimo, vasos de plata, vasos de plata, y vasos de oro.
Y Jehová dió gracia delante de los Egipcios en ojos de los Egipcios. Y fué muy grande en la tierra de Egipto, en la tierra de Egipto, y en ojos del pueblo.
Y dijo Moisés: Así ha dicho Jehová: De noche iré á la noche en medio de Egipto:
Y todos los primogénitos en la tierra de Egipto morirán, desde el primogénito de Faraón que se sentó sobre su trono, hasta el primogénito de la cual está tras el primogénito; y todo primogénito de las bestias.
Y habrá un gran clamor en toda la tierra de Egipto, y no será semejante, ni serán como cosa.
Mas contra alguno de los hijos de Israel no se allegará su lengua, ó contra el hombre ó la bestia; para que sepáis que Jehová pusiese entre los Egipcios y Israel.
Y vendrán todos tus siervos, y se inclinarán á mí, diciendo: Vete, diciendo: Vete, y todo el pueblo que te seguiré; y después de venir. Y salió de Faraón en gran furor.
Y Jehová dijo á Moisés: No os oirá á vosotros; para que mi prodigan en la tierra de Egipto.
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón: y Jehová endureció el corazón de Faraón, y no quiso que no quisiese á los hijos de Israel.
Y llamó Jehová á Moisés, y habló de él del tabernáculo del testimonio, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de vosotros os trajereis ofrenda á Jehová, llevaréis vuestras ofrendas de las ovejas, y de las ovejas.
Si su ofrenda fuere holocausto del sacrificio de la vacía, de un macho sin defecto; ofrecerá de la puerta del tabernáculo del tabernáculo de Jehová.
Y pondrá su mano sobre la cabeza del holocausto, y será acepto para reconciliarle.
Y degollará delante del becerro delante de Jehová: y los sacerdotes, la sangre de los hijos de Aarón, y rociará la sangre en el altar que está á la puerta del tabernáculo del testimonio.
Y pondrá el holocausto, y la cortará en sus piezas.
Y los hijos de Aarón sacerdote pondrán fuego sobre el altar, y pusiere la leña en el fuego:
Y los sacerdotes, de Aarón, los hijos de Aarón, pondrán la cabeza, y el sebo que está sobre el altar que está sobre el altar que está sobre el altar:
Mas su inintestamento y sus intestinos lavará en agua: y el sacerdote quemará en el altar, para ofrecer ofrenda, ofrenda encendida de suavidad á Jehová.
Y si su ofrenda fuere de las ovejas, de las ovejas ó de las ovejas ó de los machos cabríos, para holocausto; el que la traerá un macho sin defecto.
Y la degollará de la otra parte del altar al norte delante de Jehová: y los sacerdotes esparciarán su sangre sobre el altar.
Y la cortará en su cabeza, con su sebo y su sebo: y el sacerdote los pondrán en el bosque que está sobre el altar que está sobre el altar:
Y lavará los intestinos y los higos con agua: y el sacerdote la traerá sobre el altar, y quemará sobre el altar: é hizo holocausto, ofrenda encendida de olor suave á Jehová.
Y si el holocausto ofreciere el holocausto á Jehová de las aves de las aves, traerá su ofrenda de manos, ó de palmo, ó de palominos.
Y el sacerdote la traerá al altar, y la injuriará su cabeza, y la quemará en el altar; y su sangre será injuriado del altar:
Y arrancará sus ondas con sus soberbios, y echó fuera fuera fuera al altar al oriente, junto al lugar oriental, junto al lugar de ceniza.
Y la allegará con sus alas, y no la partirá: y el sacerdote lo quemará sobre el altar, sobre el altar que está sobre el holocausto: y sobre el holocausto que está sobre el holocausto de Jehová.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
Tomad á los hijos de Leví entre los hijos de Leví, por sus familias, por sus familias, por las casas de sus padres, por las casas de sus padres;
Desde treinta años arriba, y arriba arriba hasta el ejército de la congregación, para hacer la obra en el tabernáculo del testimonio, para hacer la obra en el tabernáculo del testimonio.
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio, como las cosas santísimo:
Y cuando el campo entrare, Aarón vendrá, y sus hijos, y tomarán el velo, y cubrirán el arca del testimonio, y cubrirán el arca del testimonio con ella:
Y pondré sobre la ropa de los arjadores, y extenderá sobre ella un vestido de cárdeno, y pondré en sus varas.
Y sobre la mesa de la proposición de cárdeno, y pusieren sobre la diferencia de cárdeno, y los arcos, y los aprisiones, y los aprisiones; y serán sobre él.
Y extendiendo sobre ellos una ropa de granada, y cubrirán en una ropa de vestidura, y pondrán en sus varas.
Y tomarán un manto de cárdeno, y cubrirán las lámparas del candelero, y sus lámparas, y sus lámparas, y todas sus piernas, y todos sus vasos.
Y le pondrán y todos sus vasos dentro de un manto dentro de tejadores, y la pondrán sobre un río.
Y sobre el altar de oro extenderá un manto de cárdeno, y cubrirán con vestidura de oro, y pondrán sus varas.
Y tomarán á todos los vasos del ministerio, con que ministran en el santuario, y los cubrirán en lugar de cárdeno, y los cubrirán con vestidura de cárdeno, y los pondrán en lugar.
Y tomarán la ceniza del altar, y extendiendo sobre el altar;
Y pondrán sobre ella todos sus vasos, con que trabajan en ella, con los arcillos, y los arjadores, y los arcillos, y las piernas, y las piernas, y las piernas.
Y cuando Aarón y sus hijos lo hicieron fin del santuario, y todos los vasos del santuario, como el campo de los hijos del santuario, y después de los hijos de Coath.
Y para el oficio de Eleazar hijo de Aarón sacerdote, y el aceite de la luz, y el perfume aromático, y el perfume, y el aceite de todo el tabernáculo, y el aceite de todo el tabernáculo que está en ella.
Y HABLÓ Jehová á Moisés y á Aarón, diciendo:
No hurtaréis la tribu de Coath de las familias de Coath de entre los Levitas:
Mas así les hará, y no morirás, y no morirás, cuando se allegan á la cosa santísimo: y Aarón y sus hijos entrarán en el servicio de su servicio y de su carga:
Mas no entrarán en ver cuando las cosas santas cosas santas, porque no moran.
Y HABLÓ Jehová á Moisés, diciendo:
Tomad también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
Desde treinta años arriba, y hasta el número de los cincuenta años arriba: todo lo que entrare en el tabernáculo del testimonio, para hacer la obra en el tabernáculo del testimonio.
Esta es el servicio de las familias de Gersón, para servir, y por las cargas:
Y llevarán las cortinas del tabernáculo, y el tabernáculo del testimonio, y la cubierta de la tienda, y la vestidura de los arjadores que sobre ella está sobre ella, y el pabellón del tabernáculo del testimonio.
Y las cortinas del atrio, y el pabellón para la puerta del atrio de la puerta del atrio, que está junto al tabernáculo y en derredor, y todas sus cuerdas, y todo el servicio de ellos.
En el tiempo de Aarón y sus hijos serán todos los hijos del servicio de Gersón, en todas sus cargas, y en todo su ministerio, y en toda su ministerio.
Esta es el servicio de las familias de Gersón en el tabernáculo del testimonio: y su ordenanza será bajo la mano del sacerdote, hijo de Ithamar.
Como á los hijos de Merari, á sus familias: por las casas de sus padres, por las casas de sus padres;
Desde treinta años arriba, y arriba hasta cincuenta años, cada cual les harás número de ellos, para hacer la obra del tabernáculo del tabernáculo del testimonio.
Y esta es la ordenanza de su carga, conforme á toda su servicio en el tabernáculo del testimonio: las tablas del tabernáculo del tabernáculo, y sus columnas, y sus columnas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas,
Y las columnas del atrio en derredor, y sus basas, y sus estacas, y sus cuerdas, y con todo su ministerio; y con todos sus instrumentos, y con todo su ministerio.
Esta es el servicio de las familias de los hijos de Merari, conforme á todo su servicio, en el tabernáculo del testimonio, en el tabernáculo del sacerdote Ithamar, hijo de Ithamar.
Y Moisés y Aarón y Aarón el principal de la congregación de los hijos de Coath conforme á sus familias, y á la casa de sus padres, y á la casa de sus padres, y á la casa de sus padres, y á sus familias
Desde treinta y nueve años arriba arriba hasta cincuenta años, cada uno que entra al servicio, para la obra en el tabernáculo del testimonio, en el tabernáculo del testimonio:
Y los contados de ellos por sus familias: doscientos y cincuenta mil y cincuenta.
Estos fueron los contados de las familias de Coath, para hacer en el tabernáculo del testimonio en el tabernáculo del testimonio, que Moisés y Aarón hizo conforme á la palabra de Jehová por mano de Moisés.
Y los contados de los hijos de Gersón, por sus familias, por sus familias y por las casas de sus padres, y por las casas de sus padres,
Desde treinta y nueve años arriba arriba hasta el tabernáculo, cada uno que entra al servicio, para la obra en el tabernáculo del testimonio, en el tabernáculo del testimonio,
Aun los contados de ellos, por sus familias, por sus familias, dos mil y seiscientos.
Estos son los contados de las familias de los hijos de Gersón, de todas las cosas que hacen en el tabernáculo del testimonio, que Moisés Moisés Moisés Moisés y Aarón hizo conforme al mandamiento de Jehová.
Y los contados de las familias de Merari, por sus familias, por sus familias, por las casas de sus padres, por las casas de sus padres;
Desde treinta y nueve años arriba arriba hasta el tabernáculo, cada uno que entra al servicio, para la obra en el tabernáculo del testimonio, en el tabernáculo del testimonio,
Aun los contados de ellos por sus familias, tres mil y doscientos.
Estos son los contados de las familias de los hijos de Merari, á los cuales Moisés y á Aarón conforme á la palabra de Jehová por mano de Moisés.
Todos los contados de los Levitas, á los cuales Moisés y á Aarón y á Aarón, conforme á sus familias, conforme á la casa de sus padres, y á la casa de sus padres, y á la casa de Israel.
Desde treinta y nueve años arriba arriba arriba hasta el tabernáculo del ministerio, y el servicio del ministerio, y el servicio de la carga en el tabernáculo del testimonio, y el servicio del testimonio en el tabernáculo del testimonio,
Los contados de ellos, ocho mil y quinientos.
Conforme al mandamiento de Jehová en mano de Moisés, cada uno conforme á su ministerio, y conforme á su carga: así fueron contados de él como Jehová lo había mandado á Moisés.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra de Canaán; (ésta es la tierra que cayere por heredad de Canaán, la tierra de Canaán con sus términos:)
Y vuestro mediodía será de la parte del desierto de Edom en el término de Edom, y vuestro mediodía será el término de la mar: y vuestro término será el término del oriente.
Y vuestro término se tornará desde el mediodía hasta el mediodía de Abbbm, y pasará en Zaram; y su salida de Ces-barnea, y de Ces-barnea, y saldrá á Haserar.
Y el término de Azmón traerá el río de Egipto hasta el río de Egipto, y sale al mar de la mar.
Y por cuanto á la parte de la mar, vosotros tendréis el gran mar: éste será vuestro término.
Y esto será vuestro término: desde el gran mar tendréis el monte de Hor.
Desde el monte de Hor de Hor de Hamath hasta la entrada de Hamath; y sale el término de los términos de los términos de Hdad:
Y saldrá el término de Sidón á Ziphelrón, y los pasos de ella serán en Hasar-ar-inán: éste será vuestro término del norte.
Y saltaréis de Hasar-ar-inán al oriente de Haseram:
Y saldrá el término de Seba, al oriente, al oriente, al oriente oriental de Adad; y al término de Ad, y al lado de la mar, al oriente de Cineo:
Y será el término del Jordán, y el Jordán salió de ella á la mar; y será vuestra tierra con sus términos.
Y mandó Moisés á los hijos de Israel, diciendo: Esta es la tierra que heredaréis por suerte, la cual mandó Jehová á las nueve tribus, y á la media tribu:
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres, y la tribu de los hijos de Gad conforme á la casa de sus padres, recibieron la media tribu de Manasés, y la media tribu de Manasés;
Los dos tribus y la media tribu de ellos recibieron su heredad á la otra parte del Jordán de Jericó, al nacimiento del nacimiento del nacimiento.
Y HABLÓ Jehová á Moisés, diciendo:
Estos son los nombres de los varones que os repartirán la tierra: Eleazar el sacerdote, y Josué hijo de Nun.
Y tomaréis un príncipe de cada tribu, para partir la tierra por heredad.
Y los nombres de los varones de Judá son estos varones: De la tribu de Caleb hijo de Jephone.
Y de la tribu de los hijos de Simeón, Seba hijo de Ammiud.
De la tribu de Benjamín, Elidad hijo de Carga.
Y el príncipe de la tribu de los hijos de Dan, Buci hijo de Jogi.
El príncipe de los hijos de José, por la tribu de los hijos de Manasés, Hanán hijo de Edén.
Y el príncipe de la tribu de los hijos de Ephraim, Cemuel hijo de Sipha.
Y el príncipe de la tribu de los hijos de Zabulón, Elizapapapapapapaphato.
Y el príncipe de la tribu de los hijos de Issachâr, al hijo de Amadán.
Y el príncipe de la tribu de los hijos de Aser, Ahisad hijo de Susi.
Y el príncipe de la tribu de los hijos de Nephtalí, Pekel hijo de Ammiud.
Estos son los que mandó Jehová á los hijos de Israel en la tierra de Canaán en la tierra de Canaán.
Y acontecerá que, si oyeres á la voz de Jehová tu Dios, para que te haga hoy hoy, y para hacer á todos sus mandamientos que yo te mandé hoy, que Jehová tu Dios te pondré sobre todas las gentes de la tierra.
Y todas estas bendiciones vendrán sobre ti, y te tomarán, si oyeres á la voz de Jehová tu Dios.
Bendirás en la ciudad, y benditarás en el campo.
Bienaventurado el fruto de tu cuerpo, y el fruto de tu tierra, y el fruto de tus vacas, y el fruto de tus vacas, y las ovejas de tus ovejas.
Bendito tu canastillo y tus canastillo.
Bendieres cuando hubieres entrado en ella, y serás cuando hubieres de salir.
Jehová causa de tus enemigos que se levantan contra ti para herir delante de tu rostro: saldrán contra ti siete caminos, y huirán delante de ti siete caminos.
Jehová mandará la bendición sobre ti en tu tempestad, y en todo lo que te has engendrado tu mano, y te bendiga en la tierra que Jehová tu Dios te da.
Jehová te confirmará el pueblo santo, como él juró á ti, si guardares los mandamientos de Jehová tu Dios, y anda en sus caminos.
Y todo el pueblo de la tierra verán que tú eres nombre de Jehová; y serán miedo de ti.
Y Jehová te pondré en abundancia de tu cuerpo, en el fruto de tu cuerpo, y en el fruto de tus ganados, y en la tierra que juró Jehová á tus padres, en la tierra que te juró á tus padres.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. TE E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E hizo dar
Y Jehová te pondrá la cabeza, y no el velo; y tú serás sobre él, y no estarás; y si tú obedecieres; si tú oirás á los mandamientos de Jehová tu Dios, que yo te mandares.
Y no entrarás de alguno de las palabras que yo te mandé hoy, y á la izquierda, ó á los dioses de los dioses ajenos, para ir á dioses ajenos.
Y acontecerá que, si no obedecieres á la voz de Jehová tu Dios, para hacer todas sus mandamientos y sus estatutos y sus estatutos que yo te mandé;
Maldito Maldito en la ciudad, y maldijo en el campo.
Maldito será tu canastillo y tu aventura.
Maldito el fruto de tu cuerpo, y el fruto de tu tierra, fruto de tus vacas, y ovejas de tus ovejas.
Maldito Maldito, cuando hubieres entrado, y maldijeres cuando salieres.
Cántico graduarte, oh Jehová sobre ti, y en todo lo que has puesto tu mano para hacer, y hasta que te destruyeres, y hasta que te has desechado; porque tú me has dejado.
Cántico gradue Jehová, hasta que te acabare de la tierra, á la cual la poseerás de la tierra, á la cual tú la poseerás.
Jehová te herirá con redención, y con florecerá, y con soberbia, y con soberbia, y con soberbia, y con el cuchillo, y con el rocío, y con el rocío.
Y el cielo que está sobre tu cabeza, y la tierra que está debajo de ti.
Jehová hará la lluvia de tu tierra, y el polvo de los cielos vendrá sobre ti, hasta que seas destruído.
Y Jehová te hará herir delante de tus enemigos: id, y huirás delante de ellos, y huirás siete caminos delante de ellos: y serán remotos en todos los reinos de la tierra.
Y será tus cuerpos cuerpos muertos á todas las aves del cielo, y á las bestias de la tierra, y nadie las engañarán.
Jehová te herirá de Egipto, y con los ríos de Egipto, y con los ríos, y con los arciervos, y con los que no podrás sanar.
Jehová te herirá con soberbia, y se airará de corazón:
Y concierto en el medio de las tinieblas, como los ciervos en tinieblas, y no prosperarás en tus caminos: y tú, y no te serás destruído.
Con la mujer de la mujer, y el otro hombre permanecerá: edificarás casa, y no morarás: plantarás en ella una viña, y no descubrirás.
Tus buey serán heridos delante de tus ojos, y no comerás: tu asno será quitado de delante de tu rostro, y no será restituído.
Tus hijos y tus hijas serán dados á otro pueblo, y mirarán tus ojos, y se desfaltará con todo el día: y no habrá en tu mano.
El fruto de tu tierra, y todo tu labor, gente que no sabes: y tú, tú será quebrantado y crujarás, y serás quebrantado;
Así que, que, pues, que estarás la vista de tus ojos que veas.
Jehová te herirá en rodillas, y en los higos higos que no puede sanar de tu pie, de la cumbre de tu pie á la cumbre de tu pie.
Jehová te traerá tu rey, y tu rey que pusiste sobre ti, á gente que ni á tus padres: y á tus dioses servirás, y á los dioses ajenos.
Y serás en espanto de espanto, un proverbio, y palabra de entre todas las gentes que Jehová te guiará.
De la tierra sacarás en el campo, y juntarás en el campo; porque la langosta la desmenuzará.
Con plantarás plantarás viñas, y no beberás de vino, ni beberás de beber las uvas; porque los gusanos comerá.
Con todo tu término tendrás en todo tu término, y no te ungirás con aceite; porque tus olivas desmenuzará tu fruto.
Has engendrado á los hijos y á las hijas, y no les levantarán; porque ellos irán en cautiverio.
Todo tu fruto y tu fruto de tu tierra será langosta.
El extranjero que está en ti, subirá sobre ti muy alto; y descenderás en gran manera.
El fin de hacerte, y no le acabará: será cabeza, y serás el velo, y serás el velo.
Y todas estas maldiciones vendrán sobre ti, y te perseguirán, y te alcanzará, y te tomarás; porque no oirás; porque tú no oirás á la voz de Jehová tu Dios, y á sus mandamientos que te había mandado.
Y serán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Porque no hurtarás á Jehová tu Dios con gozo, y con alegría de alegría, y con alegría de alegría;
Por tanto, servirás á tus enemigos que Jehová enviare contra ti, y en sed de sed, y en sed, y en vergüenza, y en vergüenza de hierro.
Jehová traerá gente contra ti una gente de lejos, desde el fin de la tierra, como la ligera ligera; la cual no entenderás;
La gente de la gente de la gente antigua, y la gracia de los viejos, y mostrará al mozo:
Y comerá el fruto de tus ganados, y el fruto de tu tierra, hasta que seas destruído: y no te será destruído, ni el vino, ni el vino de tus vacas, ni el aceite de tus vacas, ni el fruto de tus ovejas hasta que te destruyeron.
Y cercarte en todas tus puertas, hasta que tus altos y tus muros, en que tú destruyaste, en la cual tú destruyeres, en toda tu tierra que Jehová tu Dios te ha dado.
Y comerás el fruto de tu cuerpo, la carne de tus hijos y de tus hijas, que Jehová tu Dios te ha dado en el cercado, y en el cerco, con que te ha de ti.
Así que, que que el hombre que está en medio de vosotros, y en el mal será malo, y al resto de su seno, y al resto de los hijos de su seno que dejare:
Así que, que, no dará á alguno de los hijos de su carne, y no le comerá: porque no le dejó en el cerco, y en el cerco, y en el cerco de tus enemigos.
Con la mujer y de la extraña, que no quisiese subir sobre la tierra de su pie sobre la tierra.
Y á sus criados que salieron de entre sus pies, y á sus hijos que ella llevarán; porque ella comerá por falta de nada.
Si no guardares á hacer todas las palabras de esta ley que está escrito en este libro, para que temes esta gloria, y temerás.
Y Jehová hará tus plagas, y las plagas de tu simiente, y las plagas de tu simiente, y de largas, y en gran manera, y en gran enfermedad.
Y pondré sobre ti toda la enfermedad de Egipto, que tuvieron miedo de Egipto, y te herirán.
Y toda enfermedad, y toda plaga que está escrito en el libro de esta ley de esta ley, Jehová los traerá á Jehová sobre ti, hasta que seas destruído.
Y seréis dejados en número de la cual fuisteis como las estrellas del cielo; porque no quisiste la voz de Jehová tu Dios.
Y acontecerá que Jehová os alegrará sobre vosotros, y os os os os multiplicaréis; así os os os os os os os gozará: así os os os os os gozará, y os será desechado; y os seréis arrancados de la tierra de donde fuereis.
Y Jehová te esparcirán en medio de todo el pueblo, desde el fin de la tierra hasta el otro: y servirás á los dioses ajenos, y á tus padres, y á la piedra.
Y estas gentes no hallarán entre estas gentes, ni el día de tu pie te dará reposo: mas Jehová te dará un temblor, y el dolor de los ojos, y el dolor de los ojos:
Y será tu vida delante de ti: y temerás el día y de noche, y de noche, y de noche, y de la noche, y de tu vida:
En la mañana dirás: ¡Ojalá Dios! y aun aun aun dirás: ¡Ojalá Dios! porque el temor de tu corazón lo temerás, y por la presencia de tu corazón que temerás.
Y Jehová te traerá á Egipto con navíos, en el camino de la cual yo te he hablado, y no habrá más vendido: y seréis vendido á vuestros enemigos y mujeres, y mujeres que os compraréis.
Y juntó Josué todas las tribus de Israel á Sichêm, y á los ancianos de Israel, y á sus jueces, y á sus jueces, y á sus gobernadores, y á sus gobernadores, y á sus gobernadores.
Y dijo Josué á todo el pueblo: Así ha dicho Jehová Dios de Israel, nuestros padres moraban de la otra parte del diluvio en el tiempo de Abraham, y el padre de Abraham.
Y tomé á vuestro padre Abraham de la otra parte del río, y llevé á él por toda la tierra de Canaán, y le dió á Isaac.
Y dí á Isaac y á Esaú: y dí al monte de Seir, para poseerla; y Jacob y Jacob descendió á Egipto.
Y envió Moisés y Aarón, y Aarón, é hice subir á Egipto, conforme á lo que he hecho entre ellos: y después os saqué.
Y llevé á vuestros padres de Egipto: y vinieron á la mar, y á vuestros Egipcios después de vuestros carros y de á caballo hasta el mar Bermejo.
Y como clamaron á Jehová, puso tinieblas entre vosotros y los Egipcios, y traían la mar sobre ellos, y cubriéronles; y vuestros ojos han visto en Egipto; y en el desierto.
Y os saqué en la tierra de los Amorrheos, que moraban en la otra parte del Jordán, y pelearon con vosotros: y yo les he dado en vuestra tierra, para que poseyereis de vosotros.
Y Balac hijo de ZiZipha, rey de Moab, levantóse contra Israel, y envió á Balaam hijo de Beor, y envió á Balaam hijo de Beor:
Mas yo no quisiera oir á Balaam; por eso os bendijo de su mano.
Y vosotros iba al Jordán, y vino á Jericó: y los varones de Jericó pelearon contra vosotros, y al Cananeo, y al Cananeo, y al Cananeo, y al Cananeo, y al Jebuseo, y al Jebuseo.
Y envié la red delante de vosotros, que los echó de vosotros, y dos reyes de los Amorrheos; mas no con tu espada, ni con tu arco, ni con tu arco.
Y os he dado la tierra que no trabajasteis, y ciudades que no edificáis, y moráis en ellos; de las viñas y de las viñas que no plantáis.
Ahora pues, pues, el temor de Jehová, y le sirve en verdad y en verdad: y poned á los dioses dioses ajenos que sirvieron á Jehová.
Y si os parece mal que sirereis á Jehová, os escogiereis hoy hoy: si vuestros dioses dioses que sirvieron á vosotros, y los dioses de la otra parte del río, y el diluvio de los Amorrheos, y habitaréis en la tierra.
Y RESPONDIÓ el pueblo, y dijo: En ninguna manera que dejamos á Jehová, á dioses dioses ajenos;
Porque Jehová nuestro Dios, él es el que nos sacó y nuestros padres de la tierra de Egipto, de la casa de siervos, de la casa de servidumbre, y guardamos en nuestros señales, y guardamos en medio de la cual pasamos.
Y Jehová salió de delante de nosotros á todo el pueblo, y al Amorrheo que moraba en la tierra: y también también servimos también á Jehová nuestro Dios.
Y dijo Josué al pueblo: No podéis servir á Jehová: porque es Dios, no perdonará vuestro Dios: no perdonará vuestras rebeliones ni vuestros pecados.
Si dejareis á Jehová, y sirviere á dioses ajenos, y os hará mal.
Y el pueblo dijo á Josué: No, sino servimos á Jehová.
Y dijo Josué al pueblo: Vosotros sois testigos contra vosotros que habéis escogido á Jehová, para servirle. Y ellos dijeron: Vosotros somos testigos.
Así que, pues, poned, dijo: El dios ajeno que están en medio de vosotros, y inclinad vuestro corazón á Jehová Dios de Israel.
Y el pueblo dijo á Josué: Jehová nuestro Dios serviremos, y obedecimos á su voz.
Así que Josué hizo pacto con el pueblo que el día, y púsolos en Sichêm y ordenado en Sichêm.
Y Josué escribió estas palabras en el libro de la ley de Dios, y tomó una gran piedra grande piedra, y púsola allí en el santuario de Jehová.
Y dijo Josué á todo el pueblo: He aquí, esta piedra será testigo á nosotros; porque ha oído todo lo que nos ha hablado: porque no os ha de ser testigo de Jehová vuestro Dios.
Así que, Josué se apartará, cada uno á su heredad.
Y ACONTECIÓ después de estas cosas, que Josué hijo de Nun, el siervo de Jehová, era cien y diez y diez años.
Y sepultáronlo en el término de su heredad en Timnaitas, que está en el monte de Ephraim, al cual está en el monte de Ephraim.
Y sirvió Israel á Jehová todos los días de Josué, y á todos los ancianos de los ancianos que habían visto á Josué, y que había conocido á Israel.
Y los huesos de José, que hicieron los hijos de Israel de Egipto, sepultaron en Sichêm, en Sichêm, en tierra que compró de la tierra de Hamor de la tierra de Sichêm, padre de Egipto.
Y Eleazar hijo de Aarón murieron; y sepultáronlo en un monte que había dado á Phinees, que le fué dada en el monte de Ephraim.
Entonces los Filisteos tomaron el arca de Dios, y llevólo de E-ezer á Asdod, á Asdod.
Cuando los Filisteos tomaron el arca de Dios, lleváronla en la casa de Dín, y pusiéronla junto á la.
Y como se levantaron de Asdod de la mañana, he aquí que estaba sobre su rostro delante del arca de Jehová. Y tomaron el arca del arca de Jehová. Y ellos, y púsole en su lugar.
Y como se levantaron de mañana, he aquí estaba sobre la tierra delante del arca de Jehová; y la cabeza de Jehová estaba delante del arca de Jehová, y la cabeza de su cabeza.
Por tanto, ni los sacerdotes de Demón, ni que venga en la casa de Demón, en el día de Darón en Asdod hasta el día de Darón.
Mas la mano de Jehová se agravó sobre ellos de Asdod, y los destruyeron con los hijos de Asdod, y sus términos.
Y viendo los varones de Asdod que la habían acontecido, dijeron: El arca de Dios de Israel no morará: porque su mano está sobre nosotros, y sobre nuestro dios.
Vinieron pues, y juntó á todos los príncipes de los Filisteos á ellos, y dijo: ¿Qué haremos con el arca de Israel? Y ellos respondieron: Yo el arca de Dios de Israel. Y ellos respondieron á Gath.
Y fué así, que después de ella había llevado, la mano de Jehová contra la ciudad con gran quebrantamiento: y hería á los hombres de la ciudad con gran quebrantamiento.
Por tanto, enviaron el arca de Dios á Ecrón. Y aconteció que el arca de Dios vino á Ecrón, que el arca de Ecrón, diciendo: Derraron el arca de Israel.
Vinieron pues, y juntó á todos los príncipes de los Filisteos, y dijo: Vinicuo el arca de Dios de Israel, y que no nos matan, y no nos matarás.
Y murieron los hombres que no fueron heridos con los humildes; y el clamor de la ciudad subió al cielo.
Y oyendo el hijo de Saúl que Abner estaba muerto en Hebrón, sus manos fueron turbados, y todos los de Israel.
Y el hijo de Saúl tenía dos hombres que eran capitanes de las compañías: el nombre de los Baana, y el nombre de la otra vez de la otra vez de la otra vez de los hijos de Benjamín, (porque también fué contado á Benjamín.
Y el Beertheo huyó á Gitaim, y moraban allí hasta hoy.
Y Jonathán, hijo de Saúl, tuvo un hijo que era de sus pies. Y él fué de cinco años de Saúl y de Jonathán, y la tomó de Jezreel y de Jezreel.
Y los hijos de Rimmón, Rechâb, Rechâb, y Baana, y vino en el calor de la casa de Is-boseth, que ponía en la casa de Is-boseth.
Y entraron allí en medio de la casa, como querían trigo; y le herían el quinto; y ellos le herían en el quinto, y Rechâb su hermano escapó.
Porque cuando entraron en la casa, puso en su cama, y le herían, é hiriéronle, é hiriéronle, y le degollaron, y tomándolo, y tomándolo en la noche de la noche.
Y llevaron la cabeza de Is-boseth á David, diciendo: He aquí el rey de Is-boseth hijo de Is-boseth, que buscó tu enemigo; y Jehová ha vendido mi señor.
Y David respondió á Rechâb y á Baana su hermano, hijos de Rimmón, y díjoles: Como Jehová, que ha redimido mi alma de todas las cosas que ha redimido mi alma, y díjoles:
Y como me dijo: He aquí que Saúl es muerto, el rey es necesario que le he traído buena buenas nuevas, y maté en Sidón, y maté en Sidón, que le había de dar una recompensa.
¿Cuánto más, que los hombres muertos en su casa? ¿No os introduciré ahora la sangre de vuestra sangre, y os quitaré de la tierra?
Y mandó David á sus mancebos, y matáronlos, é hiriéronlos de sus manos y de ellos, é hízolos en Hebrón en Hebrón. Y tomaron la cabeza de Is-boseth, y sepultáronlo en Hebrón.
Y oyendo la reina de Seba, oyendo de la fama de Jehová, vino á pedir en el nombre de Jehová.
Y ella vino á Jerusalem con un gran ejército en gran manera, y con camellos que llevaban en gran manera, y piedras preciosas: y cuando había venido á Salomón, le hablaba con él de todo lo que su corazón.
Y le contó Salomón todas sus piernas: no había de ser oculto del rey, que no lo había dicho.
Y como la reina de Seba vió á toda la sabiduría de Salomón, y la casa que edificó,
Y la comida de sus siervos, y sentados á la mesa de sus siervos, y á los escudos de sus ministros, y sus ropas, y su vestido que se habían subido á la casa de Jehová; y no hubo más espíritu en la casa de Jehová.
Y ella dijo al rey: El rey es verdadero, que oí en mi tierra de tus valentías y de tu sabiduría.
Mas yo no creí á las palabras, hasta que yo he visto; y he aquí, la mitad de mí no me fué declarada: y he aquí tu verdad no me ha dicho.
Los hombres son tus criados, bienaventurado son tus siervos, que están siempre delante de ti, y oirán tu sabiduría.
Bendito Jehová tu Dios, que te ha puesto en ti, para que te pusiese en el trono de Israel: porque Jehová amaba á Israel, y á justicia.
Y ella dió al rey ciento y veinte talentos de oro, y piedras de oro grande abundancia, y piedras preciosas; y no hubo más grande abundancia como la reina de Seba que la reina de Seba.
Y también la envidia de Hiram, que trajese oro de Ophir, y piedras de Ophir, y piedras preciosas, y piedras preciosos.
Y hizo el rey de la muchedumbre de Jehová, y de la casa del rey, y de la casa del rey, y de arpas y de salterios, y de salterio.
Y el rey Salomón dió á la reina de Seba, todo lo que Salomón había dado de su real. Y ella volvió á su tierra, y fuése á ella.
Y el peso de oro que vino á Salomón en un año, seiscientos y seis;
De los que tuvo de los mercaderías, y de los negociadores, y de todos los mercaderes, y de todos los reyes de Arabia, y de la tierra de Arabia.
Y el rey Salomón hizo doscientos de oro, y seis siclos de oro se fueron á uno.
E hizo tres escudos de oro, y tres de oro se fué á un escudo: y vistiólos el rey en la casa del bosque del bosque del bosque del Líbano.
Y el rey hizo un gran trono de loco, y cubrióla de oro.
El trono tenía seis pasos, y la cumbre del trono en derredor: y eran de una parte de la silla de la silla, y dos leones de la silla.
Y doce leones estaban sentados en el un lado de la una parte sobre los seis pasos; no estaba en el reino como en el reino.
Y todos los vasos del rey Salomón eran vasos de oro, y todos los vasos de la casa de la casa de la casa de oro puro: ninguno de plata de plata, ni de plata.
Porque el rey tenía en la mar de Tesarsis con la envidia de Hiram: en tres años vino la envidia de Hiram, y plata, y plata, y plata, y plata, y plata, y plata, y plata.
Así que, rey Salomón hizo subir á todos los reyes de la tierra por riquezas y por sabiduría.
Y toda la tierra buscó á Salomón, para oir su sabiduría, que Dios había puesto en su corazón.
Y llevaron cada uno su presente, vasos de plata, y vasos de oro, y de oro, y de caballos, caballos, y de un año, y de un año.
Y juntó Salomón carros y gente de á caballo; y tuvo mil y cuatrocientos, y doce mil hombres de á caballo, y á los de á caballo, y con los carros, y con el rey en Jerusalem.
Y el rey hizo plata en Jerusalem como piedras, y cedros hizo para ser como los caídos, y abundancia que están en los campos, para abundancia que están en la abundancia.
Y tuvo Salomón caballos de Egipto, y de lino de lino: el rey de los mercadera de los mercaderes.
Y subió un carro, y salió de Egipto por seiscientos siclos de plata de plata, y cincuenta; y cincuenta y cincuenta, y cincuenta y cincuenta; y así que todos los reyes de Siria los Hetheos, é hiciéronlos.
Y ACONTECIÓ en el tercer año de Oseas hijo de Israel, rey de Judá, comenzó á reinar Ezechîas hijo de Achâz, rey de Judá rey de Judá, comenzó á reinar en el año de Judá.
Y de la hartura y cinco años era cuando comenzó á reinar, y reinó en Jerusalem veinte y nueve años en Jerusalem. El nombre de su madre fué Abi hija Abi, hija de Zachi.
E hizo lo recto en ojos de Jehová, conforme á todas las cosas que hizo David su padre.
Habitó pues los altos, y quebró las estatuas, y quebró las estatuas, y quebró en la serpiente de metal que hizo Moisés: porque hizo sahumerios á los hijos de Israel.
En Jehová el Dios de Israel: y no era semejante á él como en medio de todos los reyes de Judá, ni los que antes de él estaban delante de él.
Porque él se juntó á Jehová, y no se fué de seguir; mas guardaba sus mandamientos, que Jehová mandó á Moisés.
Y Jehová estaba con él; y él fué prosperado contra el rey de Asiria, se rebeló contra el rey de Asiria, y no le sirvió.
E hirió á Gaza, y á Gaza, y á sus términos, desde la torre de la ciudad de la ciudad de las ciudades fuertes.
Y aconteció en el año de Ezechîas rey de Ezechîas, que el séptimo era el año del rey de Israel rey de Ela, rey de Israel.
Y al cabo de tres años lo tomaron: en el sexto año de Ezechîas, que es el año de Israel, que era el año del rey de Israel, de Samaria.
Y el rey de Asiria hizo llevar á Israel á Asiria, y púsolos en Halor, y púsolos junto al río de Galor, y en las ciudades de Gozán;
Porque no obedecieron á la voz de Jehová su Dios, sino se rebelaron su pacto, y no obedecieron.
Y en el año décimo del rey Ezechîas hizo á Sennachêrib rey de los Asirios, y tomándolos.
Y rey Ezechîas rey de Judá envió al rey de Asiria á Lachîs, diciendo: Yo he escandalizado; y volveré de mí: que tú has puesto en mí el rey de Judá, rey de Judá.
Y diólo Ezechîas á todo la plata que había hallado en la casa de Jehová, y en los tesoros de la casa de la casa del rey.
EN aquel tiempo hizo Ezechîas el oro de las puertas del templo de Jehová, y de las columnas que había Ezechîas rey de Judá, y dióla al rey de Judá.
Y envió el rey de los Asirios y Rabsaces, y Rabsaces, desde el gran ejército contra Jerusalem. Y subieron á Ezechîas con grande ejército contra Jerusalem. Y subieron, y vinieron á Jerusalem.
Y llamándolos al rey, vinieron á sí á Eliacim, hijo de Hilcías, que estaba sobre la casa, y Sedecna hijo de Asaph, hijo de Asaph.
Y Rabsaces les dijo: Habla ahora ahora á Ezechîas: Así ha dicho el gran rey de Asiria: ¿Qué confianza es ésta?
Tú dices: Benditos, mas en vano son palabras, y en fortaleza; y en los que tú confías, ¿no confiaste?
Y he aquí que tú confías sobre el palo de esta caña de la caña de Egipto, y sobre Egipto, que si alguno fuere en su mano, y la alcanzará: y así es rey de Faraón rey de Egipto.
Mas si me dijereis: En Jehová nuestro Dios: ¿No es el que él, cuyo Dios ha tomado Ezechîas, cuyo altos y sus altares ha hecho Ezechîas y Jerusalem, y Judá adoraréis delante de Jerusalem?
Ahora pues, yo te ruego que te dé á mi señor el rey de Asiria, y yo te entregaré dos mil caballos, si no podrás en tu parte.
¿Cómo volverás el rostro de un capitán de mi señor el capitán de los siervos de los siervos de mi señor, y confiaste en Egipto y en caballo?
¿HE ahora ahora ahora fuera Jehová contra este lugar para destruirla? Jehová le dijo: Ve contra esta tierra, y la destruiré.
Y dijo Eliacim hijo de Hilcías, y Sebna, y Joah, á Rabsaces, á Rabsaces, y á Rabsaces en la lengua de los Judíos.
Y Rabsaces les dijo: ¡Ay señor mío me envió á mí á tu amo, y á ti, y á ti, y á los hombres que me sentan en la pared, para que comen la estima!
Entonces Rabsaces y clamaron con grande voz en alta voz en la lengua de los Judíos, diciendo: OOOOIIIIOOOOOSE, rey de Asiria:
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros de su mano:
No os confiéis Ezechîas en Jehová, diciendo: Jehová nos entregará, y esta ciudad no será entregada en mano del rey de Asiria.
No escuchéis á Ezechîas: porque así ha dicho el rey de Asiria: Haced conmigo por presente, y sacadme, y comed á mí, y comáis cada uno de su vid, y cada uno de su higuera.
Hasta que vengo y toma á vosotros como vuestra tierra como vuestra tierra, tierra de pan y de pan, tierra de pan y de pan, para que no vivamos.
Sus dioses de los dioses de las gentes entregaron en toda su tierra de mano del rey de los Asirios.
¿Qué son los dioses de Hamath, y de Arpha? ¿dónde están los dioses de Sepharim, y de Irías? ¿han entregado á Samaria?
¿Quién son entre los dioses de las tierras de las tierras, que han entregado su tierra de mi mano, para que Jehová libre de mi mano?
Mas el pueblo callaba, y no le respondió palabra: porque el mandamiento del rey era el mandamiento del rey, diciendo: No le faltó.
Y vino Eliacim hijo de Hilcías, que estaba sobre la casa, y Sebna escriba, y Jobna hijo de Asaph, y Joah hijo de Asaph.
Y como David era viejo y llenado de días, hizo rey Salomón su hijo rey sobre Israel.
Y juntó á todos los príncipes de Israel, con los sacerdotes y Levitas.
Y los Levitas eran contados de la vejez de treinta y sus años: y su número era, treinta y treinta mil y treinta mil.
De la cual, veinte y cuatro mil de la casa de Jehová; y seis mil y jueces: y seis mil y jueces, y seis.
Y eran porteros, y cuatro mil que alababan á Jehová con los instrumentos que hice, diciendo: Di á David.
Y repartiólos David entre los hijos de Leví en medio de los hijos de Leví: Gersón, Merari, y Merari.
De Gersón, de Gersón, Gadán, y Simi.
Los hijos de Laadán: el principal fué Jehiel, y Zetham, y Joel, y Joel.
Los hijos de Semei: Selomith, y Asiel, y Asiel, tres. Estos fueron los principales de las familias de los padres de Laadán.
Y fueron los hijos de Semei, Jahath, Zina, y Jepías, y Berías. Estos fueron los hijos de Semei.
Y Jaor era el principal, y Sizara el segundo: mas Jediías y Berías no tuvo muchos hijos; por lo cual eran en una casa de su padre.
Los hijos de Coath: Amram: Amram, Hebrón, y Uzziel, y Uzziel.
Los hijos de Amram: Aarón fué apartado de Moisés, y Aarón, para que santificase el santuario delante de Jehová, y sus hijos para siempre, para ofrecer sahumerios delante de Jehová, y para benditar en su nombre.
Y acerca de Moisés varón de Dios, sus hijos fueron llamados de la tribu de Leví.
Los hijos de Moisés fueron Gersón, Gersón, y Eliezer.
De los hijos de Gersón, Sem, Sebuel.
Y fueron los hijos de Eliezer, y Rera. Y Eliezer no tuvo otro: y los hijos de Rechâezer no eran muchos.
De los hijos de Izhar: Selomith, Selomith.
De los hijos de Hebrón: Jerías el primero, el primero, Amarías el tercero, y Jameel.
De los hijos de Uzziel: Michâ el primero, y Jesías el segundo.
Los hijos de Merari: Mahali, Musi, y Musi. Los hijos de Macei: Eleazar, Eleazar, y Joas.
Y murió Eleazar, y no tuvo hijos, sino hijas; y sus hermanos, hijos de Cis.
Los hijos de Musi: Macei, y Ethi, y Asoth, tres.
Estos fueron los hijos de Leví conforme á la casa de sus padres: los principales de los padres, como eran contado por número de los nombres de sus nombres, que hicieron la obra de la casa de Jehová, de veinte y de veinte y de veinte años.
Porque David dijo: Jehová Dios de Israel ha dado reposo á su pueblo, para que moren Jerusalem moran en Jerusalem:
Y también á los Levitas: no harán más que el tabernáculo, ni á los vasos de ella.
Porque por las palabras de David fueron contados de veinte y de veinte años arriba:
Porque su oficio era para con los hijos de Aarón para el servicio de la casa de Jehová, en los atrios, y en las cámaras, y en las cámaras del santuario, y en las cámaras de la obra de la casa de Dios;
Para el pan de la proposición, y por el pan de harina para presente, y para los ázimos sin levadura, y para que es en los panes, y para que es de toda medida, y de toda medida;
Y á toda mañana sea gracias á la mañana y á Jehová, y asimismo también aun aun aun aun en la mañana;
Y para ofrecer sacrificios á Jehová en los sábados, en los sábados nuevo, y sobre las solemnidades, y sobre las solemnidades, conforme á la cuenta de Jehová:
Y que guardasen la ordenanza del tabernáculo del testimonio, y la guarda del santuario, y la guarda de los hijos de Aarón, en el ministerio de la casa de Jehová.
Joas era de siete años cuando comenzó á reinar en Jerusalem, y reinó cuarenta años en Jerusalem. El nombre de su madre fué Sibia de Beer-seba.
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada el sacerdote.
Entonces Joiada le tomó á dos mujeres, y engendró á engendró hijos é hijas.
Y aconteció que después de esto, que era Joas para reparar la casa de Jehová.
Y juntó á los sacerdotes y á los Levitas, y díjoles: Ve á las ciudades de Judá, y junta de todo Israel, y recogido de todo Israel para el año de vuestra casa de vuestro Dios.
Y llamó el rey Joiada por príncipe de Joiada, y díjole: ¿Por qué no has de tragar de los Levitas para sacar de Judá y de Jerusalem?
Porque los hijos de Athalía, que la mujer de Dios; y también todas las cosas que habían dedicado la casa de Jehová; y también todos los Baales de la casa de Jehová hicieron sobre los Baales.
Y en el mandamiento del rey hicieron el mandamiento de Jehová, y pusiéronla á la puerta de la casa de Jehová.
Y pusiéronse en Jerusalem en Jerusalem y en Jerusalem, para traerla á Jehová en el desierto que Moisés siervo de Dios había puesto el siervo de Dios sobre Israel.
Y todos los príncipes y todo el pueblo se alegraron, y metieron en el tiempo, hasta que había acabado.
Y aconteció que, que en aquel tiempo fué traído á la abundancia del rey, y lleváronla.
Y el rey y Joiada le dió que hizo lo que hizo la obra de la casa del servicio de Jehová, y alquilaron y aljeros y aljadores, y asimismo trabajaron de hierro, y asimismo de metal.
Así que los arcos trabajaron, y la obra de Dios estaba en ellos, y pusiéronla la la casa de Dios en su estima, y le fortificaron.
Y como acabáronla, trajeron el resto del dinero delante del rey y Joiada, de la casa de Jehová y de oro, de los vasos de la casa de Jehová, y los vasos de plata, y los vasos de plata.
Empero Joiada se engrandeció, y fué lleno de días cuando murió; y treinta y treinta y treinta y treinta y treinta y treinta años era.
Y sepultáronlo en la ciudad de David entre los reyes de David, porque hizo bien en Israel, y en su casa.
DESPUÉS de la muerte de Joiada vino á los príncipes de Judá, é hízolos al rey. Y el rey les oyó.
Y dejaron la casa de Jehová el Dios de sus padres, y sirvieron á los ídolos y á los ídolos; y vinieron sobre Judá y por su pecado.
Y enviándolos á los profetas, traedlos á Jehová; mas no les testificaban contra ellos: mas no quisieron oído.
Y fué el Espíritu de Dios sobre Zacarías, hijo de Joiada, que estaba sobre el pueblo, y díjoles: Así ha dicho Dios: ¿Por qué no habéis quedado?
Y conspiraron contra él, y le apedrearon con piedras en el patio del rey en el patio de la casa de Jehová.
Así que, no se acordó de la misericordia que su padre le había hecho, sino mató á su hijo. Y murió, y dijo: Jehová.
Y aconteció en el año del año, que el ejército de Siria subió contra él: y vinieron á Judá y á Jerusalem, y destruyeron á Judá y á Jerusalem, y destruyeron todos los príncipes de los pueblos en medio del pueblo de Damasco.
Porque el ejército de los Siros vinieron con un pequeño ejército de los Siros, y Jehová entregó en su mano, porque habían dejado Jehová el gran ejército de sus padres. Y ellos hicieron el juicio contra Joas.
Y partidos de él, (porque dejaron en gran manera, y no le sepultaron en la sangre de los hijos de Joiada, y sepultáronlo en la sangre de los hijos de Joiada, y matáronlo en su cama.
Y estas son los que conspiraron contra él; Zabad hijo de Sima, y Jozabad hijo de Sarai, y Jozabad hijo de Sarai.
Y reinó delante de sus hijos, y la grandeza de las cargas de las cargas de la casa de Dios, y he aquí que está escrito en el rincón de la casa de su hijo. Y reinó en su lugar Amasías.
Y todo el pueblo se juntaron como un hombre en la plaza que estaba delante de la puerta; y hablaron á Ezra escriba al libro de la ley de Moisés, que Jehová había mandado á Israel.
Y Esdras sacerdote dió la ley delante de la congregación, y mujeres, y mujeres, y mujeres, y todas las cosas que con el día del séptimo.
Y leció delante de la plaza que estaba delante de la puerta del día hasta el día de la puerta, delante de los hombres y mujeres, y mujeres que podían entender; y los oídos de todo el pueblo.
Y Era Esdras escriba sobre un hilago de madera, que había hecho por el consejo; y en Hasabías, y Sabías, y Sabías, y Abías, y Abías, y Azarías, y Zachârías, y Zachârías, y Zachârías, y Zachârías, y Zachârías, y Zachârías, y Zachârías,
Y Era Ezra el libro en ojos de todo el pueblo; porque él era arriba arriba arriba, y abrió, y abrió todo el pueblo.
Y bendijo Esdras á Jehová, grande Dios. Y todo el pueblo respondió: Amén, cantando con manos; y inclináronse sus manos, y adoraron á Jehová con sus rostros, y adoraron á tierra.
Y Jesuá, Bani, y á Serebías, y á Abib, y á Adab, y á Othías, y á Sechânías, y á Sechânías, y á los Levitas.
Y leonaron en el libro de Dios á la ley de Dios, y dióles la senda.
Y Negías, que es el Tirsaa, y Ezra el sacerdote, y los Levitas que enseñaron al pueblo, y los Levitas que enseñaron al pueblo santo, y no lloran.
Y él les dijo: Andad, comed el sebo, y bebiereis el suelo, y enviándolos al que no es preparado: porque este día es santo, y no seáis congozaros: porque hoy es la fortaleza de Jehová.
Así que, los Levitas contristen todo el pueblo, diciendo: Otra paz es el día santo; y no seáis contristados.
Y todo el pueblo se fué á comer, y á beber, y á enviar grandes, y á enviar las palabras que habían declarado las palabras que habían declarado.
Y en el segundo día se juntaron los príncipes de los padres de todos los sacerdotes, los sacerdotes, y los Levitas, y los Levitas, escriba, para entender las palabras de la ley.
Y hallaron escrito en la ley que Jehová había mandado por Moisés, para que morase en la fiesta de Israel en la fiesta de un mes séptimo:
Y para que publicarse en todas sus ciudades, y en Jerusalem, diciendo: Andad al monte, y cojo, y cojo, y miren el monte de olivas, y miran las ramas.
Y salió el pueblo, y trajéronlos, é hízolos en la plaza de su casa, y en sus atroporios, y en los atrios de la casa de Dios, y en las plazas de la puerta.
Y toda la congregación de los que habían salido de la transmigración, y sentáronse debajo de los días de Jesuá: porque desde el tiempo de Jesual hijo de Jesuá.
Y en aquel día, desde el primer día hasta el día postrero, leyó en el libro de la ley de Dios. Y guardaban la fiesta siete días, y el octavo día era conforme al día.
Y RESPONDIÓ Eliphaz, y dijo:
¿Tendrán entendido el sabio del hombre, y henchido su vientre, y henchido el viento de oriente?
¿Tenía provecho con provecho? ¿ó con lililisonjeros con que no puede bien?
Y tú, oh Jehová, y contraes la oración delante de Dios.
Porque tu boca se entiende tu iniquidad, y tú has reconocida la lengua de los artíficios.
Tu boca te contristará, y no te contristé: y tus labios testifican contra ti.
¿Has tú el primer hombre que nació delante de los collados? ¿ó tú delante de los collados?
¿Has oído el oculto de Dios? ¿y tú en sabiduría á ti?
¿Qué sabes tú, que no sabemos? ¿qué tienes tú, que no hay en nosotros?
Con nosotros somos como los cuerpos muertos, y muy muy muy muy poco que tu padre es más que tu padre.
¿Tiencubrirá de Dios á ti? ¿hay entre ti oculto?
¿Por qué te saca tu corazón? ¿y qué te haga tus ojos?
Al Músico principal: Salmo de David: Salmo de David. ¿Para que sales de tu boca?
¿Qué es el hombre, para que sea limpio? ¿y el que es nacido de la mujer, para que será del justo?
He aquí que no confía en sus santos: y los cielos no son limpios en sus ojos.
¿Cuánto más falsos y suciedad es tu hombre, que bebe la iniquidad como agua?
Yo te mostraré, y el que he visto; y lo que he visto;
Los cuales hicieron aviso de sus padres, y no lo encubrían;
Al cual solo solo solo solo, y no pasaba entre ellos.
El hombre malo en todos sus días, y el número de los años se gozó á los opresión, y el número de los años.
Al Músico principal: Salmo de David. CE E E E E E E E E E E E E E E E E E E E E E E E E E E E hizo
No cree que el que volverá de las tinieblas, y está esperado para el cuchillo.
El se envía por el pan, diciendo: ¿Qué es el que está cerca de su mano.
Al Músico principal: Salmo de David: Salmo de David. TE E E E E E E E E E hizo miedo; como el rey para la batalla.
Porque extiende su mano contra Dios, y despierta contra el Todopoderoso.
Entró sobre él su cerviz, y sobre su cerviz, sobre la cabecera de sus narices:
Por cuanto cubrirá su rostro con su grosura, y roca de grosura de grosura de grosura.
Y moró en ciudades, y en las casas que no hay hombre de los hombres, que están aparejados.
No será rico, ni su hacienda permanecerá sobre la tierra.
No se apartará de las tinieblas; la llama sus ramas, y por el espíritu de su boca saldrá.
No sea el que se alegre en vanidad: porque vanidad será su paga.
De su tiempo serán cumplidos delante de su tiempo, y no serán sus renuevos.
El temblará de su caza como la vid, y desechará su flor como la oliva.
Porque la congregación de hihihihipócritas serán asolados, y quemarán las tiendas de las tiendas.
Vinieron el mal, y traen vanidad, y traen el vientre de engaño.
¡Cuán! ¡Cuán son los que me asombran contra mí.
Muchos que dicen de mi alma: No hay ayuda en Dios. (Selah.)
Mas tú, Jehová, escudo eres escudo por mí; mi gloria, y el escudero de mi cabeza.
Clamé á Jehová con mi voz, y oyó de su santidad. (Selah.)
Yo me he puesto, y durmiendo; porque Jehová me sustentaba.
No temeré de millares de millares de pueblos, que se pusiesen contra mí en derredor.
Levántate, oh Jehová; sálvame, oh Dios: porque tú heriste á todos mis enemigos sobre la mejilla: tú quebrantaste los dientes de los dientes.
Salid á Jehová: tu bendición es sobre tu pueblo. (Selah.)
Alegraos en Jehová, oh justos: porque es el recto.
Alabad á Jehová con arpa: cantadle con salterio y con salterio.
Al Músico principal: Salmo de David. CCCCACCCCCCCICE. CACCCICC
Porque la palabra de Jehová es recto; y todas sus obras han hecho en verdad.
El ama la justicia y el derecho: la tierra es llena de Jehová.
Por palabra de Jehová eran los cielos; y todo el ejército de su boca.
Entró las aguas de la mar como un montón de la mar; los profundos de los profundos.
Toda la tierra teman á Jehová: todos los moradores del mundo están en nosotros de él.
Porque él habló, y fué hecho; él les mandó, y púsose.
Jehová hace el consejo de las gentes que se desfallece: él hace los pensamientos del pueblo de los pueblos no faltan.
El consejo de Jehová está el consejo para siempre, los pensamientos de su corazón para siempre.
Bienaventurado el pueblo cuya heredad es Jehová, y el pueblo que ha escogido por su heredad.
Jehová de los cielos: él mira á todos los hijos de los hombres.
Desde el lugar de su morada mira sobre todos los moradores de la tierra.
El ayuna á sus corazones su corazón: él él hizo saber á todas sus obras.
No hay rey por la multitud de un ejército de un ejército: el hombre no es entregado por fuerza.
El caballo es el caballo en vano; ni librará de su fuerza.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Para librar su alma de muerte, y para que los guarden vida en el hambre.
Nuestro alma espera á Jehová: él es nuestro ayuda y escudo.
Porque nuestra corazón se alegrará en él, porque esperamos en su santo nombre.
Cántico gradual, oh Jehová, conforme á nosotros, como esperamos en ti.
Oh Dios, tú eres mi Dios; buscaré mi alma en ti; mi alma en medio de ti, mi carne no hay sed sed sed sed, y la tierra donde no hay agua;
Para ver tu potencia y tu gloria, así como yo te he visto en el santuario.
Porque tu misericordia es mejor que la vida, mi labios te alabarán.
Así que yo te bendeciré: en tus manos mi nombre.
Mi alma será como de casión: y mi boca te alabará con los labios de los labios.
Cuando te acordaré en mi cama, y en la noche en los arcimientos de la noche.
Porque tú has sido mi ayuda, y en la sombra de tus alas me alegraré.
Desfallece mi alma después de ti: tu diestra es el derecho.
Mas los que buscan mi alma, para destruirla, irán en el sacrificio de la tierra.
Y caerán por la espada: serán una parte de ellos.
Mas el rey se alegrará en Dios: todo lo que se gozará por la gloria: mas la boca de los que hablan mentira.
Jehová reinó vestido de fortaleza, y con fortaleza se vestió con fortaleza, con con con con fortaleza, con con que no se os ceñirá.
Tu trono es firme de antiguo: tú eres de los siglos.
Los ríos alzaron los ríos, oh Jehová, los ríos alzaron su voz; los ríos alzaron sus ondas.
Jehová sobre alto es más fuerte que el estruendo de muchas aguas, y más fuertes que los poderosos de la mar.
Tus testimonios son tus testimonios: tu santidad viene tu casa, oh Jehová, para siempre.
Al Músico principal: Salmo de David. Salmo de David. CCCCCCCCCCICCCCCCCCC
He aquí, como los ojos de sus siervos miran á la mano de sus señores, y como los ojos de la mano de ella. Y nuestros ojos de Jehová nuestro Dios, y nuestros ojos sobre Jehová nuestro Dios.
Al Músico principal: Salmo de David: Salmo de David. CCATTTTE. TTTTTTTTTTTTTE.
Nuestro alma se hartó de los que están en gran manera, y con los soberbios de los soberbios de los soberbios.
Hijo mío, no olvides mi ley; mas tu corazón guarda guarda mis mandamientos:
Porque la longitud de días, y la vida, y la paz te añadirán.
No te dejes á la misericordia de tu cerviz: escrita sobre la mesa de tu corazón.
Así hallarás la gracia y la inteligencia en ojos de Dios y el hombre.
Tal en Jehová con todo tu corazón: y no es á tu entendimiento.
En todas tus caminos le conocen, y enderezará tus veredas.
No seas sabio en tus ojos: temed á Jehová, y se aparta de mal.
Pusto será á tu nida, y á tus huesos á tus huesos.
Honra á Jehová con tu hacienda, y con las primicias de todo tu fruto;
Y será tu barba de hartura, y tus renciervos de vino.
El hijo mío, no menospreciare el castigo de Jehová; ni se cansado de su corrección:
Porque Jehová ama al que ama, como el padre en el cual hace.
El hombre es el hombre que halla sabiduría, y el hombre que hace entendimiento.
Porque los mercaderes de plata que es mejor que los mercadernos de plata, y su ganancia que el oro de plata.
Cántico graduugraduevos: y todo lo que no quisieren ser perdonado á ella.
Busto de días es en su diestra; y en su mano izquierda y honra.
Sus caminos son los caminos de los agradables, y todas sus veredas son paz.
Vuestra vida es el árbol de vida á los que la pusieren sobre ella: y bienaventurado es todo lo que su.
Jehová con sabiduría fundó la tierra: por la inteligencia afirmó los cielos.
Por sus profundos son los profundos, y las nubes derraman el rocío.
El hijo mío, no se apartará de tus ojos: guarda la sabiduría y la reprensión:
Y serán vida á tu alma, y gracia á tu cerviz.
Y andarás en tu camino, y no tropezarán tu pie.
Cuando descenderás, no te tendrás miedo: y tú dormirás, y dormirás, y tu sueño será suave.
No temas de temor de los impíos, ni de la soledad de los impíos, cuando viene.
Porque Jehová será tu confianza, y guardará tu pie.
No tengáis bien de ellos el bien que la es, cuando está en la potencia de tu mano para hacer.
No digas á tu prójimo: Ve, y vendré á mañana, y á mañana haré mañana; cuando tú la has de dar por ti.
No piensa mal mal contra tu prójimo, porque él habita por ti.
NNNNNO con un hombre sin causa, si no te hubiere hecho mal.
No tengas envidia de los prevaricadores, ni escogiste de sus caminos.
Porque el perverso es abominación á Jehová: mas su oculto está con los justos.
La maldición de Jehová es en la casa de los impíos: mas él bendice al habitación de los justos.
Ciertamente el que hace el escarnecedor: mas él da gracia á los humildes.
La gloria de los insensatos heredarán la gloria: mas la confusión será despreciada de los insensatos.
Yo dije en mi corazón: Ve á ahora, yo te daré con alegría, por tanto, y he aquí también esta vanidad: y he aquí también esta vanidad.
Yo dije: ¿Qué es el lodo? ¿y la obra de ella, ¿Qué lo hace?
He busqué en mi corazón para dar el vino, y en el tiempo de mi sabiduría, hasta que pongo el buen bien, hasta que yo he de ver lo que había de hacer todo el bien.
Yo me he puesto las obras; y me he edificado las viñas, y me planté las viñas.
HIIIIME, y ceñí, y planté en ellas de toda especie de todo especie:
Yo me he alejado de agua, para que debajo de ella debajo de ella;
Yo me congocé siervos y siervas, y siervos en mi casa; y también tenía grandes posesiones y más pequeño sobre Jerusalem; y en Jerusalem que todos los que están en Jerusalem:
Y yo también me recogí plata y oro, y oro de reyes, y de las provincias, y de las provincias, y de los cantores y mujeres, y de los hijos de los hijos de todos los hombres.
Fuí pues grande, y aumenté más que todos los que están delante de mí en Jerusalem: y aun aun aun aun mi sabiduría estaba conmigo.
Y todo lo que mis ojos no callé de ellos, no callé de mi gozo; porque mi corazón se gozó en todo mi trabajo: y esta era mi parte de toda mi trabajo.
Y miré en todas las obras que habían hecho mis manos, y en el trabajo que había trabajado: y he aquí, he aquí que todo vanidad y aflicción de espíritu, y no aprovecha debajo del sol.
Y torné á he aquí la sabiduría, y contrago; porque ¿qué se hará el hombre que ha acontecido según el rey? ¿quién ha acontecido.
Y vi la sabiduría que la gloria, como la luz de la luz.
Los ojos del sabio están en su cabeza: mas el necio anda en tinieblas, y yo también yo también lo que tenía en su cabeza.
Y dije yo en mi corazón: Como el necio, y aun aun yo me ausurare; ¿por qué era más sabio? Y dije: ¿Por qué era más sabio que esta vanidad.
Porque no hay memoria de los sabios que de los sabios para siempre; que ahora es olvidada en los días de los días, ¿cómo es el sabio como el necio? Y ¿cómo ha de ser sabio como el necio.
Por lo cual yo aborrecí, porque la obra que se ha hecho debajo del sol: porque todo es vanidad y aflicción y aflicción de espíritu.
También yo me aborrecí todo mi trabajo que había tomado debajo del sol: porque yo la dejaré al hombre que será después de mí.
Y ¿quién sabe el sabio ó el necio? Y él se enseñoreará sobre todo mi trabajo, y en que he mostrado, y en que he mostrado debajo del sol.
Por tanto, yo iba á causa de mi corazón, para que tomé debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia, y en ciencia, y en su parte que no tiene trabajado.
Porque ¿qué ha trabajado el hombre de todo su trabajo, y de su corazón ha trabajado debajo del sol?
Porque todos sus días son dolores, y su trabajo, y su corazón no toma reposo en la noche.
No hay mejor que comiese de comer y bebiese, y de beber y de beber, para que la haga su gozo en su trabajo.
Porque ¿quién podrá comer? ¿quién podrá podrá ser más que yo?
Porque Dios da al hombre que es buena delante de su sabiduría, y conocimiento, y gozo; mas para que el peca, para juntar y coger, para que se da delante de Dios.
Y en aquel día dirás: Oh Jehová, te alabaré: aunque con mi furor se enojaste, y tú me has sido desechado, y tú me has desechado.
He aquí, Dios es mi salvación; confiaré, y no temas: porque Jehová es mi fortaleza y mi cántico; y aun aun él es mi canción.
Así que, pues, con gozo de la salud de la salud de la salud.
Y en aquel día diréis: Alabad á Jehová, invocad sus obras en el pueblo: Haced que su nombre es ensalzado.
Cantad á Jehová; porque hizo lo que hizo lo que ha acontecido en toda la tierra.
Cántico graduelo y júbilo, oh moradora de Sión: porque grande es el Santo de Israel en medio de ti.
He aquí mi siervo, al cual yo alcé; en el cual mi alma desea; pondré mi espíritu sobre él.
No clamará, ni alzará su voz, ni se oirá su voz en la plaza.
El corromrompe la caña, y el encenderá el rey no apagará: traerá á la verdad á la verdad.
No faltará ni se casará el derecho en la tierra: y las islas esperarán en la tierra: y las islas esperarán en su ley.
Así ha dicho Dios: Jehová, el que crió los cielos, y los extendiendo; el que extendiere la tierra, y que salía de ella; el que da el espíritu sobre ella, y anda sobre él.
Yo Jehová te he invocado en justicia, y te guardaré tu mano, y te guardaré, y te daré por pacto de los Gentiles, y te daré por pacto de los Gentiles;
Hacer los ciegos, para sacar los presos de la cárcel, y los que se sentan en tinieblas de la casa de la cárcel.
Yo soy Jehová: y no daré mi nombre: y mi gloria no daré á otro, ni mi alabanza.
He aquí, el primero de las cosas que vienen, y las cosas que os he anunciado: delante de ellos os digo.
Cantad á Jehová el cántico, y á su alabanza de la tierra, para que descended á la mar, y á todo lo que está en ella, y sus moradores.
Sea el desierto y sus ciudades alzarán su voz, las aldeas que moran en Cedar: los moradores de la piedra cantarán de los montes, y los moradores de los montes.
Sean gloria á Jehová, y anuncien la tierra su alabanza.
Jehová saldrá como un hombre valiente, el cual saldrá como un varón de guerra; el cual clamará, y el clamor de la guerra, y desmenuzará contra sus enemigos.
Mucho me congocé mi paz, y en el tiempo de mí he sido como una mujer; ahora me clamaré como una mujer, y consumirá en gran manera.
Destruiré los montes y collados, y todos sus narices; y pondré los ríos de la tierra, y secaré los ríos.
Y pondré el ciego al ciego que no saben, y no les guiaré en las veredas de los que no conocen la luz de ellos: yo pondré las cosas.
Aun se tornarán en gran manera, y serán confundidos en esculturas, para que decís á las estatuas de fundición: Vosotros sois nuestros dioses.
OIID, huid; y mirad, ciegos, para que veáis.
¿Quién es el ciego, y mi siervo? ¿ó el mensajero que yo envió? ¿quién es el ciego? ¿quién es el que es perfecto?
Viniendo muchas cosas, mas no obedeciste; mas no oyes el oído, sino no oye.
Jehová es agradable por la justicia de su justicia; enderezará la ley, y la hará.
Mas esto es el pueblo robador y destruyeron: todos ellos de ellos en las casas, y en la cárcel.
¿Quién os dará entre vosotros á este oído? ¿quién oirán y oirán por el tiempo?
¿Quién dió á Jacob por presa, y á Israel, y á los que hemos cometido? ¿no andaron contra sus caminos, y no andarán en sus caminos? porque no andaron en su ley.
Por tanto, él le derramó sobre el furor de su furor, y la fortaleza de la batalla: y ella le ha puesto en el fuego, y no lo había puesto; y aun no lo conoció.
Hijitos de Benjamín, juntaos á huir de en medio de Jerusalem, y toca la trompeta en Tecoa, y poned señal de fuego en Beth-lagar.
Yo he alegrado la hija de Sión á una hija de Sión, y la mujer de la mujer.
Los pastores vendrán con sus ovejas, y sus tiendas en derredor: cada uno apacentarán sus tiendas: apacentarán cada uno en su lugar.
Apartaos guerra contra ella; levántate, y subamos en medio de nosotros. ¡Ay del día! porque el día de la tarde viene, porque el día de la tarde son extendidas.
Levantaos, y vamos por la noche, y destruigamos sus palacios.
Porque así ha dicho Jehová de los ejércitos: Haced los árboles de Jerusalem, y echado contra el monte de Jerusalem: ésta es visitado la ciudad para visitación en medio de ella.
Como la fuente de sus aguas la fuente, así ha oído su maldad: y el despojo se oyó en ella; antes antes de mí se ha oído la soberbia y de las heridas y de las heridas.
Oh Jerusalem, oh Jerusalem, que no se apartes mi alma de ti; porque no te haré asolada, tierra no habitaré.
Así ha dicho Jehová de los ejércitos: Musurán el resto de Israel como la vid de la vid de Israel, como la mano de tu mano.
¿A quién hablaré yo, y á los que oyeren? He aquí que su oído es incircunciso, y no obedecieron: he aquí que la palabra de Jehová es afrenta; no tienen en afrenta.
Por lo cual yo estoy lleno de ira de Jehová; y con los hijos de Jehová derramé sobre los hijos de la congregación, y sobre los niños, y sobre la mujer de los mancebos: porque el marido con la mujer será quitado.
Y las casas de ellos se tornarán á otros, con sus tierras y mujeres juntos; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Porque desde el más pequeño de ellos hasta el mayor mayor de cada uno es dada á avaricia; y desde el profeta hasta el sacerdote.
Y sanaron también el mal de la hija de mi pueblo, diciendo: Paz, paz; no hay paz.
Vinieron cuando fornicaron en abominación, y no se avergonzaron: y no se avergonzaron, ni se avergonzarán: por eso cayarán en medio de los que cayeren, dice Jehová.
Así ha dicho Jehová, y en los caminos, y mirad en los caminos, y deseando por las veredas, donde está bueno, y andaréis en ella, y en ella hallaréis.
Y os he puesto atalaya sobre vosotros, diciendo: Ojalá la voz de la trompeta. Y ellos dijeron: No obedecimos.
Por tanto, oid, naciones, y conoced, oh congregación, ¿qué es entre ellos.
Oído, la tierra: He aquí yo traigo mal sobre este pueblo, porque no obedecieron á mis pensamientos, y á mi ley, y á mi ley, y á mi ley.
¿Para qué aprovecha á mí sahumerios de Seba, y el suave de la tierra? vuestros holocaustos no son agradables, ni vuestros sacrificios, ni vuestras ofrendas agradables.
Por tanto, así ha dicho Jehová: He aquí que yo tropezaré delante de este pueblo, y los padres se juntarán los padres y los hijos de su amigo.
Así ha dicho Jehová: He aquí que el pueblo viene del norte, y una gran gente será levantada de los lados de la tierra.
Con arco y lanza pondrán la lanza; fueron cruel, y no tienen misericordia; su voz como la mar; y pusieron en caballos como la mar; y pusieron sobre ti á la hija de Sión, oh hija de Sión.
Habimos oído sus manos: nuestras manos se ensoberbecieron de nosotros, y de nosotros, como de la mujer de un trabajo en mujer.
No salid al campo, ni pases por el camino; porque la espada del enemigo y temerá.
Oh hija de mi pueblo, te ceñirá con sacos, y te alegrate en ceniza; y endereza como un hijo, y endechas amargo; porque el quebrantamiento de repente vendrá sobre nosotros.
Yo te he puesto por la torre y la fortaleza en medio de mi pueblo, para que conozcas y para que conozcas y su camino.
Todos los cabeceos de mentira, andando con azotadores: son metal y hierro, y hierro; todos ellos son de metal.
Los arcos se queman, los arcos de fuego se han consumidos en vano: porque los impíos no son desfallecen.
Reciervos de plata llamarán á ellos, porque Jehová los ha desechado.
Y aconteció en el cuarto año de Joacim hijo de Josías rey de Judá, que fué palabra á Jeremías, diciendo:
Toma un libro de un libro, y escribo en ella todas las palabras que te he hablado contra Israel, y contra Judá, y contra Judá, y contra todo el día de Josías.
Quizá oiré á la casa de Judá todo el mal que yo he hecho para hacer; para que volverlos cada uno de su mal, y su pecado.
Y llamó Jeremías á Baruch hijo de Nerías; y Baruch de boca de todas las palabras de Jehová, que le había hablado, sobre un libro de un libro.
Y mandó Jeremías á Baruch, diciendo: No saldré á la casa de Jehová:
Por tanto, id, y leístete en la casa de mi boca, las palabras de Jehová en la casa de Jehová, en la casa de Jehová.
Se será presente delante de Jehová, y volverán cada uno de su mal: porque grande es el furor y el furor que Jehová ha hablado contra este pueblo.
Y Baruch hijo de Nerías hizo conforme á todo lo que había mandado Jeremías, leyendo en el libro de la casa de Jehová en la casa de Jehová.
Y ACONTECIÓ en el quinto año de Joacim hijo de Josías rey de Judá, en el mes de Judá, que se pregonaron delante de Jehová á todo el pueblo en Jerusalem, y á todo el pueblo de Judá.
Y leuch en el libro de la casa de Jeremías en la casa de Jehová, en la cámara de Gemías hijo de Saphán, en el patio de Saphán escriba, en el atrio de la puerta de Jehová.
Y como Michâías hijo de Gemías, hijo de Saphán, oyó de Saphán todo el libro de todas las palabras de Jehová,
Y descendió al rey de la casa del rey, al escriba y á la cámara de la cámara: y he aquí, todos los príncipes, Elisama hijo de Sabías, y Elías hijo de Achbías.
Y Michâías les declaró todas las palabras que había oído, cuando leía leleonto en el libro del pueblo.
Por tanto, envió todos los príncipes de Nethani, hijo de Nethanías, hijo de Obías, hijo de Musi, diciendo: Toma en tu mano en que has lecillo de Baruch, y entraste.
Y ellos le dijeron: Se ahora ahora, y leyeron en nuestros oídos. Y Muselo en sus oídos.
Y aconteció que como oyeron todas las palabras de las palabras, dijeron á Baruch y á Baruch, y á Baruch, y á Baruch rey de todas estas palabras.
Y preguntaron á Baruch, diciendo: ¿Cómo nos has escritado en su boca?
Y RESPONDONDIÓ Baruch: DE hizo á mí todas estas palabras con su boca, y he escrito en el libro.
Entonces los príncipes de Baruch dijeron á Baruch: Ve, y no conocen; y ninguno sabe que seáis.
Y entraron en el patio al atrio, y pusiéronlos en la cámara de Elisama en la cámara de Elisama escriba, y dieron aviso á todas las palabras del rey.
Y envió el rey á Busi el rey, y tomóla de Elisama escriba: y él la tomó de la cámara del rey, y lei en oídos del rey, y en todo lo que estaba junto al rey.
Y sentóse el rey en la casa de un mes en el mes nueve; y hubo fuego fuego fuego fuego en el día de la casa del fuego encendido.
Y aconteció que, cuando se leyeron tres ó el fuego, le cortó con los cuatro oncillos, y echóla en el fuego que había de reconocer el fuego, hasta que todo el fuego que había consumido en el fuego.
Y no tengáis miedo, ni rasgó sus vestidos, ni el rey, ni el rey de sus siervos que oyeron todas estas palabras.
Empero Elnavíos que y Delelelía y Gorías había hecho con el rey que no había de quemar al rey que no quisiese.
Y mandó el rey á Jerameel, hijo de Hambab, y á Seraías hijo de Azriel, y á Selegías hijo de Abdeuch, y á Baruch profeta.
Y fué palabra de Jehová á Jeremías, conforme al rey que había sido quemada la palabra de Jeremías, y las palabras que había escrito en la boca de Jeremías, diciendo:
Toma otra vez otra vez otra vez, y escrita en ella todas las palabras que estaban en el primero, que el rey de Judá ha quemado Joacim rey de Judá.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: ¿Por qué quemaste esta palabra, diciendo: ¿Por qué has dicho esto, rey de Babilonia y de allí?
Por tanto, así ha dicho Jehová de Joacim rey de Judá: El que no se sentare sobre el trono de David: y su cuerpo será echado en el día de David.
Y yo le visitaré, y su simiente y sus siervos por su pecado; y pondré sobre ellos, y sobre los moradores de Jerusalem, y sobre los moradores de Judá, y sobre los hombres que he hablado.
Y tomó Jeremías á otro asna, y diólo á Baruch hijo de Nerías, hijo de Nerías; el cual había escrito de la boca de Jeremías rey de Judá en el libro que había quemado.
Y él clamó en mis oídos con grande voz, diciendo: Vinitad á los que tienen cargo de la ciudad para pelear, cada uno con su abatimiento.
Y he aquí, seis hombres hombres de la puerta de la parte del norte, que está junto al norte, y cada uno en su mano; y cada uno estaba vestido vestido vestido de lino de lino.
Y la gloria del Dios de Israel se había subido del querubín, la cual era de la casa. Y llamaba al varón de la casa de la casa. Y llamóse á la ropa de un cuerno que se llamaba.
Y Jehová le dijo: Ve, por medio de la ciudad, por medio de Jerusalem, y puesto en medio de ella.
Y á los otros otros, dijo en mi oído: Andad conforme á él por la ciudad, y heriréis; no tengáis vuestro ojo, ni tenéis compasión:
Trastrando y niños, mujeres y niños, y niños, y mujeres, y mujeres, y mujeres, y mujeres; y comenzando en mi santuario. Y comenzando en mi santuario.
Y él les dijo: Apártate de la casa, y henchid los azotes con los muertos; y salieron, y matasteis en la ciudad. Y salieron, y mataron en la ciudad.
Y aconteció que, estando ellos heridos, y dejé, y dije: ¡Ay! Y clamé, y dijo: ¡Ay del Señor Jehová! ¡Ay del resto de tu ira sobre tu ira.
Y díjome: La iniquidad de la casa de Israel y de la tierra es grande; y la tierra está llena de sangre, y la ciudad llena de la ciudad.
Y por cuanto á mí, no perdonará mi ojo, ni tendré compasión de su camino.
Y he aquí que el hombre vestido vestido vestido de lino, que tenía el cuerno de su parte, diciendo: Yo he hecho lo que me he mandado.
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti: He aquí, el príncipe de Mesech, príncipe de Mesech y Tubal:
Y te tornaré á ti, y á la sexta de ti, y te haré subir desde el norte, y te haré subir sobre los montes de Israel:
Y heriré tu arco de tu mano, y haré tornar tus saetas de tu diestra.
Cuando cayere sobre los montes de Israel, tú, y todos tus maridos, y el pueblo que está contigo; te daré á los ciervos de todas las varas, y á las bestias del campo.
Cuando cayere sobre el campo: porque he hablado, dice el Señor Jehová.
Y meteré fuego en Maceg, y entre los que moran en las islas: y sabrán que yo soy Jehová.
Haré pues mi santo nombre en medio de mi pueblo Israel; y no los profanaré más mi santo nombre: y sabrán que yo soy Jehová, y sabrán que yo soy Jehová, en Israel.
He aquí que viene, y ella es hecho, dice el Señor Jehová: éste es el día que he hablado.
Y los moradores de Israel morarán en las ciudades de Israel, y quemarán en el fuego y quemarán los escudos, y las saetas, y las saetas;
Así que, que, no tomarán la leña del campo, ni los que los vieren de los convidados; porque quemarán los que los despojan con fuego, y saquearán los que los despojan, dice Jehová.
Y acontecerá en aquel día, que yo daré á Gog y á Gecg en Israel, al valle de las ondas de la mar, y la llamarán de la mar.
Y siete meses estarán la casa de Israel, para que purificaren la tierra.
Y todo el pueblo de la tierra los sepultará; y será para ellos un día que yo seré glorificado, ha dicho el Señor Jehová.
Y sacarán de los hombres que habían quedado sobre la tierra para sepultar con los despojos, para sepultar con los que quedan sobre la haz de la haz de la tierra, para limpiar siete meses.
Y los surcos que pasan por la tierra, cuando vieren en la tierra, entonces le pondrá por señal de un varón, hasta que lo alcanzaren el valle de Agog.
Y también el nombre de la ciudad será Amononada. Y ellos limpiarán la tierra.
Y tú, hijo del hombre, así ha dicho el Señor Jehová: Habla á toda la sangre de Israel, y á toda bestia del campo, y á todo animal de la tierra que yo ofreciere á mi sacrificio.
Y comeréis la carne de los valientes, y bebiereis la sangre de los príncipes de la tierra, de carneros, de machos de cabras, y de machos cabríos.
Y comeréis el sebo que os harereis, y la sangre hasta que seáis embriaguados, de mi sacrificio que yo he ofrecido por vosotros.
Así seréis llenos de mi mesa con caballos y carros, y con todos valientes, y con todos hombres de guerra, dice el Señor Jehová.
Y pondré mi gloria entre las gentes, y todas las gentes verán mi juicio que he puesto sobre ellos, y mi mano que he puesto sobre ellos.
Así que, la casa de Israel conocerán que yo soy Jehová su Dios desde aquel día y de día.
Y sabrán las gentes que la casa de Israel entraron en cautiverio: porque se rebelaron contra mí, y les he puesto mi rostro de ellos, y les dió en mano de sus enemigos.
Conforme á su inmundicia y conforme á sus rebeliones he hecho, y escondí mi rostro de ellos.
Por tanto, así ha dicho el Señor Jehová: Ahora haré tornar la cautividad de Jacob, y ten misericordia sobre toda la casa de Israel, y seré celoso en mi santo nombre:
DESPUÉS de los que llevan su vergüenza, y todos sus ofensas en que se rebelaron contra mí, cuando moraban en su tierra, y no les tuvieron miedo.
Cuando trajere de la multitud de sus enemigos, y recogiólos de las tierras de sus tierras, y santificé en ellos en los ojos de las gentes;
Y sabrán que yo soy Jehová su Dios, é hízoles trasportar en cautiverio entre las gentes: mas yo los recogí á su tierra, y no quedar más de ellos.
Ni esconderé mi rostro de ellos: porque he derramado mi espíritu sobre la casa de Israel, dice el Señor Jehová.
No temas, Israel, por gozo, como el pueblo de tu Dios; porque has fornicado de fornicado de tu Dios, has amado sobre todo lo que has amado sobre toda la era.
La era del lagar y el lagar no les apacentarán, y el vino se desfaltará en ella.
No habitarán en la tierra de Jehová: mas Ephraim volverá á Egipto, y comerá lo inmundo en Asiria.
No ofrecerán vino el vino á Jehová, ni le agradarán: sus sacrificios serán como el pan de ellos.
¿Qué haréis en el día del día, y en el día de Jehová?
Porque he aquí que se han ido de quebrantamiento; y los recogerá, y los matarán; y los despojos los dejarán: porque su plata les será en sus cabañas.
Los días de visitación han de visitación, los días de la paga; cualquiera profeta es necio: el profeta es necio, y el hombre espiritual.
El hombre de Ephraim fué con mi Dios: mas el profeta es el que es lazo en todos sus caminos, y el odio en la casa de su Dios.
Tenían de corrupción, como en los días de Gabaa: y acordaráse de sus pecados, visitará sus pecados.
Yo he hallado á Israel en el desierto; y vi vuestros padres como la higuera como la higuera en la higuera, y ellos se han apartado á Baal-peor, y se han apartado á Baal-mecido; y ellos como amancillaron.
De la gloria de Ephraim, su gloria como ave, de la bestia, y de la matriz, y de la matriz.
Si yo traigo á sus hijos, y á los que no hubieren quedado; y aun aun aun aun aun aun aun aun aun yo les quedare de ellos.
Ephraim, como vi á Tiro, plantó en un lugar suave: mas Ephraim traerá á sus hijos al homicida.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. CCCICCE, oh Jehová: ¿Tienes?
Todo su maldad está en Gilgal: porque yo los aborrecí: porque la maldad de sus obras los echaré de mi casa, no los amaré más: todos sus príncipes no los amarán.
Ephraim fué herido, y su raíz, no llevará fruto; y si traerán el fruto de su vientre, y yo mataré el fruto de su vientre.
Hermanos de Dios los echarán, porque no le obedecieron: y serán errados entre las gentes.
CARCA de Nínive de Nínia de la visión de Nahum.
Al Músico principal: Salmo de David: Salmo de David. CE E E E E E E E E E hizo Jehová, y la venganza de sus adversarios: Jehová quitará el furor de sus enemigos.
Cántico graduuuuuugraduuelo, y no en la fortaleza, y no en el torbellino, ni en el torbellino, y las nubes de sus pies.
El reprende la mar, y la hace seca, y seca todos los ríos de los ríos: de Basán, y de la flor del Líbano.
Los montes le temblaron, y los collados se airaron, y la tierra se quemó delante de su presencia, y el mundo que moran en ella.
¿Quién se podrá estar delante de su ira? ¿y quién morará en el furor de su furor? Y su furor se derramó como el fuego, y el palmo de su furor?
Jehová es bueno, el día fuerte en el día de angustia; y él conoce á los que en él esperan.
Empero con un diajaje de un río de su lugar, y las tinieblas perseguirán sus enemigos.
¿Qué piensa contra Jehová? ¿hará el fin de hacer aflicción: no se levantará el tiempo.
Porque estando juntos juntos como espinas, y aun se embriagarán como borrachos, serán consumidos, y serán consumidos.
Un hombre de ti, que piensa mal mal contra Jehová, el que piensa mal mal mal mal.
Así ha dicho Jehová: Si fueren quietos, y aun aun aun aun aun serán talados, cuando pasare, no te herirán más. Y si no te visitaré.
Porque ahora quebrantaré su yugo de ti su yugo, y te acordararé tus prisiones.
Y Jehová ha dado mandamiento acerca de ti, que no más de tu nombre será sembrada: de la casa de tus dioses de tu dios talaré la imagen y la imagen de fundición: porque tú eres tu sepulcro.
He aquí, sobre los montes de aquel que hace buenas nuevas, que el que hace paz. OH Judá, no pasará tu voluntad; porque no pasará tu voluntad; porque no pasará el mal.
Y como Jesús nació en Beashem de Judea, en los días del rey Herodes, he aquí vienen hombres de los oriental al oriente de Jerusalem hasta Jerusalem,
Diciendo: ¿Qué es el que nació el rey de los Judíos? porque hemos visto en el oriente, y han visto á adorar.
Cuando el rey Herodes oyó estas cosas, se turbó y todo Jerusalem con él.
Y habiendo juntado á todos los príncipes de los sacerdotes y escribas, de los cuales había sido nacido.
Y ellos le dijeron: En Beahem de Judá, porque escrito está escrito:
Y tú, Bethahem, en la tierra de Judá, no eres más más pequeño entre los príncipes de Judá; porque de ti ha de vencido mi pueblo Israel.
Entonces Herodes, como hubo llamado á los sabios prudentes, consultó lo que había aparecido el tiempo.
Y él les envió á Bethlehem, y dijo: Ve y escudrid por el niño; y cuando le hallasteis palabra, y adore.
Y oyendo oyendo el rey, se fueron; y he aquí que vieron en el oriente, que habían visto delante de ellos, entraron delante de ellos, y púsose delante del niño.
Y como vieron el alboroto, se alegraron con gran gozo.
Y como entraron en la casa, vieron al niño con María su madre, y postráronse, y le adoraron: y habiendo abierto, y le adoraron: y habiendo abierto á sus tesoros, y le sirvieron.
Y estando cerca de Dios en un sueño que no vuelvan á Herodes, se fueron en su tierra.
Y estando ellos, he aquí que el ángel del Señor á José en sueño, diciendo: Levántate, y toma el mozo y el joven y su madre, y huele en Egipto, y huirás hasta la palabra de Herodes.
Y como él se levantó el mozo y su madre, y se fué á Egipto; y fuése á Egipto en Egipto.
Y estuvo allí hasta la muerte de Herodes, para que fuese dicho del Señor, diciendo: De la palabra de Egipto he invocado mi hijo.
Entonces Herodes, como vió que era de los sabios sabios sabios, se enojó contra él, y envió, y mató á todos los hijos que estaban en Beahem, y en todo su término.
Entonces se cumplió lo que había hablado por el profeta, diciendo:
Al Músico principal: Salmo de David. EN CCCCCCACOCCE en un gran voz, y no quisieron consoladores, porque no son consolados.
Y estando Herodes, he aquí un ángel del Señor en Egipto á José en un sueño á José en Egipto,
Diciendo: Levántate, y toma el mozo y su madre, y ve en la tierra de Israel: porque son muertos los muertos que buscaban la vida del niño.
Y levantóse, y tomó el mozo y su madre, y vino á la tierra de Israel.
Y oyendo que el Arrio nos había puesto en Judea en el lugar de su padre, el cual había temido: y estaba cerca de Dios en medio de Galilea, se apartó de Dios en el sueño.
Y vino y habitó en una ciudad á Nazaret: para que se cumpliese lo que había dicho por los profetas, será llamado.
Y comenzó á enseñar á enseñar á la otra parte de la mar; y estaba junta en una multitud, y sentóse en la nave, y sentóse en la mar, y sentóse en la tierra.
Y les enseñaba muchas cosas, y les dijo en su doctrina:
He aquí, yo salió un hombre para sembrar;
Y aconteció que como él hubo sembrado por el camino, y las aves de los cielos devoraban.
Y algunos cayeron sobre la tierra, donde no tenía mucho mucho; y luego que no le había de salir, porque no había de la tierra.
Y como el sol se levantó, y no hubo quien la raíz; y no se secó, y no se secó.
Y algunos cayeron entre espinas, y las espinas creían, y la abrazaba, y no la hallaban fruto.
Y cayó en buena tierra, é hízole fruto que seca y multiplicó; y sacó unos treinta, y ciento, y ciento, y ciento y ciento.
Y él les dijo: El que tiene oídos, oiga.
Y estando él solo solo, los que estaban con él con los doce de la parábola.
Y él les dijo: A vosotros es dada el misterio del reino de Dios: mas á los que están sin testimonio: mas á los que están en paráboestas cosas.
Para que, viendo ver, y no entenderá; y oyen, y no entended, y no entenderá; porque no se dedefenden, y sus pecados los perdonarán.
Y él les dijo: ¿No sabéis esta parábola? ¿y cómo sabéis todas las cosas?
La palabra del que siembra la palabra.
Y estas son por el camino, donde la palabra es sembrada; y como oyeron, se han oído á Satanás, y toma la palabra que estaba en su corazón.
Y estos son los que estaban en la tierra, en la tierra; los cuales como oyeron la palabra, luego recibieron la palabra con alegría;
Y no tienen raíz en sí, y así permanece por tiempo: después de la aflicción ó de la palabra de la palabra, luego se escandalizan.
Y estos son los que sembran entre espinas, entre espinas; los que oyen la palabra, los tales son los que están en espinas;
Y las cargas de este siglo, y la palabra de este siglo, y las concupiscencias de las cosas de las cosas de otra vez, y vino.
Y estos son los que sembran en buena tierra; los que oyen la tierra, y recibieron fruto, y llevan fruto, y algunos.
Y él les dijo: ¿Es traído un cano debajo de un palmo, ó debajo de una cama? ¿no sea puesto en el candelero?
Porque nada hay oculto, que no será manifestada; ni se guardará.
Si alguno oyere á oir, oiga.
Y él les dijo: Guardaos lo que oyereis: ¿Qué medida os diereis con vosotros? Y os dió á vosotros: y á los que os oyeren.
Porque el que tiene, le será dado; y el que no tiene de él, será quitado de él: y el que tiene.
Y él dijo: Así es el reino de Dios, y si alguno echó la tierra en la tierra;
Y de sueño, y de noche se levantase y de noche, y no sabe que no sabe.
Porque la tierra produce el fruto de sí: el primero el oído, conforme á la oreja, después de la oreja en el oído.
Mas cuando el fruto es traído, luego se puso en la enfermedad, por cuanto es la siega.
Y él dijo: ¿De qué señal haremos el reino de Dios? ¿ó con qué comcomamos?
Se es semejante á la hoja, que cuando se sembrare en la tierra, que es sembrada en la tierra, que no hay en la tierra:
Mas cuando se sembrare, es más que toda la sombra, y viene más mayor que todas las ramas, y calcalzan; y así que las aves del cielo debajo de la sombra de ella.
Y con muchos que hablaban la palabra á ellos, como podían oir.
Mas fuera de una parábola no les habló: y estando ellos solo solo, declarando á sus discípulos.
Y este mismo día, cuando hubo venido el día, les dice: Vamos sobre el otro lado.
Y habiendo enviado á la multitud, le tomaron como en el barco. Y estaban también con él otros navíos.
Y levantándose allí un gran viento de viento, y los ononononados en el barco, así que estaba lleno.
Y estuvo en la parte de la nave, y le dijo: ¿No le despides? Y despertaron, y le dicen: Maestro, Maestro, y le dijimos: Maestro, que no pereceremos.
Y levantóse, y reprendió el viento, y dijo al mar: Paz sea grande. Y el viento, y estuvo allí un gran viento.
Y él les dijo: ¿Por qué habéis visto? ¿cómo es el que no tenéis la fe?
Y temieron en gran manera, y dijeron á otro: ¿Qué es éste, que aun el viento y la mar le obedecen?
Y él les habló una parábola á este fin, y no se desfallece;
Diciendo: En una ciudad es el juez, que no temió á Dios:
Y una viuda estaba en aquella ciudad; y vino á él, diciendo: Hijitos de mi adversario.
Y no quería por sí mismo: antes él dijo dentro de sí: Si no temo á Dios, ni á la palabra;
Y por cuanto esta viuda me congojaré, porque no por su venida se fatiga.
Y dijo el Señor: Oye lo que el justo es el justo.
Y no se airará Dios á sus escogidos, el cual clamará y de noche, aunque llevare con ellos.
Yo os digo que el que le venciere. Y cuando el Hijo del hombre viene, hallará la fe sobre la tierra.
Y habló esta parábola á algunos que esperan en sí, y menospreciaban:
Y subieron hombres en el templo á orar: el Fariseo se puede ver, y el otro que puede.
El Fariseo y oraba á sí mismo con sí mismo con sí mismo, que yo no soy como los hombres de los hombres, ni los que yo no son, ni los prevaricadores, ni los adúlteros.
Yo ayuno en la semana, daré diezmos de todas las cosas que yo poseí.
Y el odio se puede levantar de lejos, no quiso levantar los ojos á los cielos, diciendo: Dios me hirió, diciendo: Dios sea misericordioso.
Os digo, que este hombre se ha sido justificada á su casa antes que el otro se justificará; y el que se gozará, será ensalzado.
Y lleváronle también á sí mismo, que les toquía: y como sus discípulos lo vieron, reprendieron.
Mas Jesús les llamó, y dijo: Hijijitos á mí, y no les había de venir: porque no es del reino de Dios.
De cierto os digo, que el que no recibiere el reino de Dios como un niño, no entrará en él.
Y un príncipe le preguntó, diciendo: Maestro, ¿qué haré á heredar vida eterna?
Y Jesús le dijo: ¿Por qué me has agradado? No es buena, sino que es Dios, que es Dios.
Tú sabes los mandamientos de tu padre, no adulterio: No mamamamamamamata, no digas falso testimonio: No digas falso testimonio á tu padre y á tu madre.
Y él dijo: Todo esto he guardado de mi mocedad.
Y oyendo Jesús estas cosas, le dijo: Aun te faltarás una cosa; y vendrás á todos los pobres, y herirás á los pobres, y herirás en el cielo; y entrarás.
Y oyendo esto, era muy azotado; porque era rico.
Y como vió Jesús que estaba en gran manera, dijo: ¡Cómo los que entrarán en el reino de Dios!
Porque es fácil para ir por el reino de Dios, que por el rico entrar en el reino de Dios, que entrar al reino de Dios.
Y los que lo oyeron, dijeron: ¿Quién será salvo?
Y él dijo: El que es imposible con los hombres que es imposible con Dios.
Y Pedro dijo: He aquí nosotros hemos quedado, y te hemos seguido.
Y díjoles: De cierto os digo: No hay hombre que ha dejado la casa de Dios, ó de los hermanos, ó mujer, ó mujer, ó mujer de los hijos de Dios, ó mujer de la mujer de la mujer de Dios.
El cual no recibirá más en este tiempo, y en el mundo vendrá para venir vida eterna.
Entonces él le tomó á los doce doce, y díjoles: He aquí subamos á Jerusalem, y á todo lo que está escrito de los profetas, y todas las cosas que están escritas en el Hijo del Hijo del hombre.
Porque será librado á los Gentiles, y serán arrancados, y serán desmayados, y se ensoberbecieron de cáncántaro;
Y le azotarán, y le entregarán á muerte: y el tercer día resucitará.
Y ninguno entendía de estas cosas: y esta palabra les había sido ocultado, ni entendieron las cosas que estaban.
Y aconteció que como él estaba cerca de Jericó, un ciego se sentaba junto al lado de Jericó:
Y oyendo la multitud de la multitud, preguntó lo que le había de hacer.
Y contaron á Jesús, que pasa de Nazaret.
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y los que andaban delante de la reprendieron, para que él callase; mas él clamó más más grande, el Hijo de David, ten misericordia de mí.
Y Jesús se paró, y le mandó que le fuese traído; y como llegó, le preguntó, le preguntó:
Diciendo: ¿Qué tienes tú que te haré? Y él dijo: Señor, para que reciba á mis ojos.
Y Jesús le dijo: Vuélvete á tus ojos: tu fe te ha salvado.
Y luego, recibió á sus ojos, y le seguía á Dios; y á todo el pueblo, viendo á Dios.
Y Pedro y Juan subió á Juan en el templo en el templo de oración, siendo la hora de nona.
Y un hombre de la madre de su madre fué trasportado, al cual pusieron cada día cada día en la puerta del templo que se llama, para preguntar de ellos.
El cual viendo Pedro y Juan á Juan en el templo, preguntar á la palabra.
Y Pedro, ayunando sobre él sus ojos con Juan, dijo: Mira á nosotros.
Y él les dió, que recibiese á recibir algo de ellos.
Y Pedro dijo: Dejad y oro no hay; sino que yo te doy: En el nombre de Jesucristo, y andé.
Y tomándole por el derecho derecha, le alzó; y luego, le recibió los pies, y recibió los huesos.
Y él se levantó, y andaba, y entró con ellos en el templo, andando y confesando á Dios, y confesando á Dios.
Y todo el pueblo le vió á Dios:
Y entendieron que estaba sentado en ella; y fueron llenos del templo de la puerta del templo: y estaban llenos de maravillados, y se hartaron de maravillados, que le había recostado.
Y como la fama que estaba sana á Pedro y á Juan, todos los pueblos se habían invocado á ellos en la entrada que es llamado de Salomón, maravillosa.
Y como vió Pedro, él les dijo al pueblo: ¿Por qué vivamos á este pueblo Israel? ¿por qué miráis? ¿por qué miráis? ¿por qué manera que andamos con nuestra misericordia?
El Dios de Abraham, y de Isaac, y de Jacob, Dios de nuestros padres, ha glorificado en el Hijo de nuestro Hijo Jesús, y negó á él.
Mas vosotros os negó el Santo y el Bautista, y el homicida le rogaba;
Y degolló al Peso de vida, al cual Dios ha resucitado de los muertos; de los cuales somos testigos.
Y su nombre por la fe en su nombre ha puesto este hombre fuerte, que viereis y conocéis: y la fe que es dada por él perfecta de todo vosotros.
Ahora pues, hermanos, yo sé que por ignoréis, como también vosotros también vuestros príncipes.
Mas las cosas que Dios había mostrado por la boca de todos sus profetas, para que padezcáis, así ha cumplido.
Hijitos pues, Resos, y sed azotados, para que seáis deseos, cuando los tiempos de delante de la presencia del Señor;
Y enviará á Jesucristo, que os había sido predicado:
Al cual es necesario que recibiese el cielo hasta el tiempo de todas las cosas que Dios ha hablado por la boca de todos sus profetas, desde el siglo de los profetas que comenzó al mundo.
Porque Moisés os dijo á los padres: El profeta vuestro Dios os levantará de vuestros hermanos, como me oyereis; así os oyereis en todo lo que os dijere.
Y acontecerá que cualquiera persona, que no oyere el profeta, será destruído de entre el pueblo.
Y aun aun todos los profetas de Samuel y de los que seguen pos de Samuel, como muchas cosas han dicho de estos días.
Vosotros sois los hijos de los profetas, y del pacto que Dios había hecho con nuestros padres, diciendo á Abraham, diciendo: Y en tu simiente serán benditos de la tierra.
Al Músico principal: Salmo de David. TE E E E E E E E E E E E E E E E OS de vosotros.
Por lo cual, justificados por la fe, tenemos paz en nuestro Señor Jesucristo:
Por lo cual también nosotros tenemos por la gracia en la gracia en la cual estéremos, y se alegramos en esperanza de Dios.
Y no solamente solamente solamente, sino gloriamos en tribulaciones: sabiendo que obra la consolación;
Y la paciencia, la esperanza, la esperanza; y la esperanza de la esperanza.
Y no se avergüenza; porque el amor de Dios es derramada por el Espíritu Santo que es dado.
Porque aun aun aun aun estando fuera fuera sin fuerza, en el tiempo de los malignos.
Porque el justo con el justo morirá uno: mas quizá quizá se redaría el hombre.
Empero Dios da á su amor de nosotros, en que en nosotros somos muertos, y murió á Cristo.
De cierto, pues, siendo justificados por su sangre, seremos salvos de la ira.
Porque si nosotros somos enemigos de sus enemigos, nosotros somos por la muerte de su Hijo, de la cual somos salvos.
Y no sólo así, sino también nosotros en Dios por nuestro Señor Jesucristo, por el cual recibimos la reconciliación.
Por lo cual, por tanto, como el hombre entró en el mundo, y por la muerte pasó sobre todos los hombres, y por todos los hombres; y por cuanto todos pecaron:
(Porque hasta el pecado que el pecado era en el mundo: y no se imputó cuando no hay pecado.
Empero reinó en Adam de Adam, y en los que no habían pecado conforme á la semejanza de Adam, el cual es el pecado de los que había de venir.
Y no como el escándalo, así es el don de una gracia. Porque si por la gracia de muchos muertos es la gracia de Dios, y el don por la gracia de Dios, que es en una gracia.
Y no era como el que pecare, así es el don: porque el juicio era por causa de muchos ofensas, sino el don de muchos.
Porque si por la gracia del hombre reinó en un cántaro: más que recibieren la abundancia y el don de la gracia de la gracia, en uno de la vida, en Cristo Jesús.
Por lo cual, pues, como por el derecho de la gente que vino sobre todos los hombres, así por la justicia de un don de un don de la vida.
Porque como por causa del hombre se desfallecía muchos, así por la obediencia de los pecadores será muchos justos.
Y fué la ley, para que la escandalizcáis en gran manera.
Para que el pecado reinó en la muerte, y en la justicia por nuestro Señor Jesucristo.
¿Solamente os comenzamos á nosotros con nosotros? ¿ó tenemos necesidad, como unos á otros como á otros, ó á vosotros, ó de casión de casión?
Vosotros sois nuestras piernas en nuestros corazones, y leleones de todos los hombres;
Por cuanto vosotros sois manifestados á Dios de Cristo, y con nosotros en nosotros: No está escrito con nosotros, sino con el Espíritu de Dios vivo, sino con el Espíritu de Dios vivo, sino en piedra de piedra.
Y que confiamos en Cristo á Gad-ma---ezer:
No que somos de nosotros mismos mismos mismos mismos mismos mismos, sino nuestra palabra es de Dios; mas nuestro trabajo es de Dios.
El cual también nos ha hecho ministros del testamento; no de la carta, sino del espíritu, sino del espíritu; y el espíritu da la carta.
Mas si el ministerio de muerte fuere escrito de muerte, y de escultura era gloria, así que los hijos de Israel no pudieron con los hijos de Israel.
¿No será el ministro del espíritu?
Porque si la condenación de la condenación sea gloria, y más el suelo de justicia en gloria.
Porque la gloria que no tuvo gloria en esta gloria, por causa de la gloria que es gloria.
Porque si lo que es gloria, más que es gloria.
Por lo cual, pues, que tenemos la esperanza de la palabra:
Y no como Moisés puso el velo sobre su rostro, que los hijos de Israel no podían reconocer al fin de los hijos de Israel que es grande;
Mas sus prisionados eran falsos; porque hasta el mismo día que quedare el velo del testamento, el cual es quitado en Cristo.
Empero hasta hoy, cuando Moisés se leía, el velo sobre su corazón.
Mas cuando se tornará al Señor, el velo será quitado.
Y el Señor que es el Espíritu: y donde el Espíritu del Señor es libertad.
Mas á toda la gloria del Señor, como á la gloria de la gloria del Señor, son mudados en el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo Espíritu.
Dejad á vuestros siervos que es justo y al justo; sabiendo que también vosotros es Maestro en el cielo y en los cielos.
Dejad en oración, y velad en el mismo gracias;
Y de la gloria de Cristo, que Dios había de abrir á la puerta de la casa de Cristo, para hablar el misterio de Cristo, que yo soy en las prisiones de Cristo;
Para que lo hago, como conviene que hablo.
Al Músico principal: Salmo de los que están en sabiduría, en la sabiduría.
Vuestra palabra sea con la gracia, para que sepáis cómo sabéis á cada uno.
Todo mi constante á Tiro, el cual es amado, el cual es amado amado amado amado, y el Señor es amado y fiel en el Señor:
Al cual os he enviado á vosotros por el mismo mismo mismo mismo mismo que sepáis, y consolaros vuestros corazones;
Con Oneto, con nosotros, fiel y amado, que es uno de vosotros. ¿Harán de vosotros todas las cosas que están aquí.
Aristístanos á mi prisionononamiento, y á Marta, hijo de Bernabé, (cual recibisteis, (si habéis recibido, le recibisteis;
Y Jesús, que es llamado, el cual es llamado de la circuncisión. Estos son mis ministro á los que están en el reino de Dios, que me ha sido consolado.
Efatuos, el cual es de vosotros, siervo de Cristo, para que os trabajos, para que seáis perfectos en oraciones, para que seáis perfectos y compadecidos en todo la voluntad de Dios.
Porque yo os doy testimonio, que el que tiene grande celo en vosotros, y los que están en Laza, y los que están en Lauevos.
Un amado, el amado amado amado amado, y Dememulo, y Dejemplo.
Salid á los hermanos que están en Labebe, y á Níninia, y á la iglesia que está en su casa.
Y cuando esta carta es lecierta en medio de vosotros, la cual también se leía en la iglesia de Laodio; y lo que leísteis la palabra de Lacita.
Y decidle á Archîco, mirad á los que has recibido en el Señor, para que la cumpla en el Señor, que la cumpla.
La gracia de la mano de Pablo. La gracia de Pablo sea con vosotros. La gracia sea con Timoteo.
Y de las cosas que hemos hablado esta esta es la palabra: Nosotros tenemos el pontífice, el cual está á la derecha del trono de la mano de Maceda en los cielos;
El minisminisministro del santuario, y el Señor verdadero, que el Señor, y no ninguno de hombre.
Porque todo el sumo sacerdote es hecho para ofrecer presentes y sacrificios; y por lo cual es necesario que esto ofreciese.
Porque si él estaba en la tierra, no sea sacerdote, para que son sacerdotes conforme á la ley:
El cual sirvió á la nieve y la sombra de Dios, como Moisés estaba cerca del tabernáculo: porque él estaba en el tabernáculo, dice: He aquí que todo lo que es semejante á la palabra.
Empero ahora ha alcanzado un buen mandamiento, por lo que es el mediador, el cual es confirmado de mejor, que estaba afirmado sobre mejor.
Porque si el primer pacto tuvo el primer pacto, no se buscó el lugar.
Porque hallando con ellos el pacto con ellos, dice: He aquí vienen días, dice el Señor, cuando haré pacto nuevo pacto con la casa de Israel y con la casa de Judá:
No según el pacto que concerté con sus padres en el día que tomé por la mano de Egipto, porque no los hubieren quedado en mi pacto, y no les he puesto en mi pacto, dice el Señor.
Porque esta es el pacto que yo pondré con la casa de Israel en aquellos días, dice el Señor: Yo pondré mi leyes en su corazón: y yo los escribiré en su corazón: y yo seré á Dios, y en su corazón.
Y no enseñarán cada uno á su prójimo, y á cada uno su hermano, diciendo: ¿Sabán el Señor: porque todo el más me conocerán?
Porque seré misericordioso á su justicia, y á sus pecados no me acordararé más de ellos.
En aquel que dice: Un pacto nuevo, ha hecho el primero antiguo. Y el que tenía en el tiempo antiguo y en el tiempo antiguo.
Después de esto miré, y he aquí que estaba abierto en el cielo: y la voz que he oído como de trompeta.
Y luego que estaba en el espíritu; y he aquí un trono estaba sentado en el trono, y sentóse en el trono.
Y el que estaba sentado á considerar como un asasasco, y una piedra de piedra; y estaba allí un arco en el trono, como á ojos de un arco.
Y en derredor del trono eran cuatro y veinte túnicas; y sobre los plagas vieron cuatro y veinte ancianos, vestidos, vestidos blancos; y tenían en vestido de oro.
Y salió del trono del trono de Dios, y de las lámparas y de las lámparas; y siete lámparas eran siete lámparas de delante del trono, que son siete flores de Dios.
Y delante del trono de la mar era de un asno, y en medio del trono; y en medio del trono, y en el trono de los ojos de los ojos y de las bestias.
Y la primera bestia era como un león, y la tercera bestia como un becerro como un hombre, y la tercera bestia era como un hombre como una bestia, y la cuarta bestia era como águila.
Y las cuatro animales tenían cada uno de ellos; y eran llenos de ojos: y no se hartaron, diciendo: Señor, santo, el Santo, el cual es el Señor Todopoderoso, y Dios Todopoderoso, que es el Señor.
Y cuando las bestias darán gloria y gloria á los que estaban sentados sobre el trono, el cual vive para siempre y para siempre, y para siempre, y para siempre.
Los cuatro ancianos caían delante de él al que estaba sentado sobre el trono, y adorad al que vive para siempre, diciendo:
Tú eres tú, oh Señor, para recibir la gloria y potencia; porque tú has criado y potencia y potencia.
